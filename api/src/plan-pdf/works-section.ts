import { ConstructionWorkKind, type PlanSnapshotDto } from '@hauskonfig/shared';
import { sectionGap } from './plan-pdf-layout.js';
import { rowsWithHeading } from './plan-pdf-rows.js';
import { formatPrice } from './plan-pdf-format.js';
import { PLAN_PDF_MESSAGES as M } from './plan-pdf-messages.de.js';

/** The chosen stage, the works it includes and the chosen Zusatzoptionen with their surcharges. */
export function worksSection(doc: PDFKit.PDFDocument, snapshot: PlanSnapshotDto): void {
  if (snapshot.stage === null && snapshot.works.length === 0) return;
  const stage = snapshot.stage === null ? M.noStage : snapshot.stage.name;
  rowsWithHeading(doc, M.stageAndWorks, 'heading', [{ label: M.stage, value: stage, valueKind: 'fact' }]);
  const included = snapshot.works.filter((work) => work.kind === ConstructionWorkKind.OPTION);
  if (included.length > 0) {
    const rows = included.map((work) => ({ label: `•\u00a0${work.name}` }));
    rowsWithHeading(doc, M.includedWorks, 'subheading', rows);
  }
  const additional = snapshot.works.filter((work) => work.kind === ConstructionWorkKind.ADDITIONAL_OPTION);
  if (additional.length > 0) {
    const rows = additional.map((work) => ({ label: work.name, value: formatPrice(work.priceCents) }));
    rowsWithHeading(doc, M.additionalWorks, 'subheading', rows);
  }
  sectionGap(doc);
}
