import {
  CONSTRUCTION_METHOD_LABELS,
  PROPERTY_SHAPE_LABELS,
  ROOF_SHAPE_LABELS,
  UI_MESSAGES,
  formatArea,
  formatMessage,
  houseHeadingText,
  type PlanSnapshotDto,
} from '@hauskonfig/shared';
import type { PdfImage } from './plan-pdf-images.js';
import { heading, image, linkParagraph, paragraph, sectionGap } from './plan-pdf-layout.js';
import { rowsWithHeading, type Row } from './plan-pdf-rows.js';
import { formatDay } from './plan-pdf-format.js';
import { PLAN_PDF_MESSAGES as M } from './plan-pdf-messages.de.js';
import { COLORS, PREVIEW_MAX_HEIGHT } from './plan-pdf-style.js';

/** The house's facts that were set; a fact the house does not have is left out rather than shown as "–". */
function keyDataRows(snapshot: PlanSnapshotDto): Row[] {
  const { house } = snapshot;
  const fact = (label: string, value: string): Row => ({ label, value, valueKind: 'fact' });
  const rows = [fact(M.house, house?.name ?? M.noHouse)];
  if (house?.constructionMethod) {
    rows.push(fact(M.constructionMethod, CONSTRUCTION_METHOD_LABELS[house.constructionMethod]));
  }
  if (house?.roofShape) rows.push(fact(M.roofShape, ROOF_SHAPE_LABELS[house.roofShape]));
  if (house?.sizeInSqm !== null && house?.sizeInSqm !== undefined) {
    rows.push(fact(M.livingArea, formatArea(house.sizeInSqm)));
  }
  if (snapshot.plotShape) rows.push(fact(M.plotShape, PROPERTY_SHAPE_LABELS[snapshot.plotShape]));
  rows.push(fact(UI_MESSAGES.viewer.houseHeading, houseHeadingText(snapshot.houseHeading)));
  return rows;
}

/** Title, date, link, preview image and the house's key data: the first page's top. */
export function overviewSection(
  doc: PDFKit.PDFDocument,
  snapshot: PlanSnapshotDto,
  preview: PdfImage | null,
  shareUrl: string | null,
): void {
  heading(doc, M.title, 'title', 0);
  paragraph(doc, formatMessage(M.takenAt, formatDay(snapshot.takenAt)), 'body', COLORS.muted);
  if (shareUrl !== null) linkParagraph(doc, formatMessage(M.viewOnline, shareUrl), shareUrl);
  sectionGap(doc);
  if (preview !== null) {
    image(doc, preview, PREVIEW_MAX_HEIGHT);
    sectionGap(doc);
  }
  rowsWithHeading(doc, M.keyData, 'heading', keyDataRows(snapshot));
  sectionGap(doc);
}
