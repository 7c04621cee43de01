import { ConstructionWorkKind, formatMessage, type PlanSnapshotDto } from '@hauskonfig/shared';
import { ensureSpace, paragraph, rule, sectionGap } from './plan-pdf-layout.js';
import { measureRow, plainRows, rowsWithHeading, type Row } from './plan-pdf-rows.js';
import { formatCalendarDate, formatPrice } from './plan-pdf-format.js';
import { PLAN_PDF_MESSAGES as M } from './plan-pdf-messages.de.js';
import { COLORS, ROW_GAP } from './plan-pdf-style.js';

/** House, stage and options; the options line only when some were chosen (no "0 €" for nothing). */
function partRows(snapshot: PlanSnapshotDto): Row[] {
  const { prices, stage } = snapshot;
  const rows: Row[] = [
    { label: M.housePrice, value: formatPrice(prices.houseCents) },
    {
      label: stage === null ? M.stagePriceNoStage : formatMessage(M.stagePrice, stage.name),
      value: formatPrice(prices.stageCents),
    },
  ];
  if (snapshot.works.some((work) => work.kind === ConstructionWorkKind.ADDITIONAL_OPTION)) {
    rows.push({ label: M.optionsPrice, value: formatPrice(prices.optionsCents) });
  }
  return rows;
}

/** The price breakdown up to the total, the Preisstand and the disclaimer staff wrote. */
export function pricesSection(doc: PDFKit.PDFDocument, snapshot: PlanSnapshotDto): void {
  const { prices } = snapshot;
  rowsWithHeading(doc, M.prices, 'heading', partRows(snapshot));
  if (prices.extraCosts.length > 0) {
    const rows = prices.extraCosts.map((line) => ({
      label: line.name,
      note: line.note,
      value: formatPrice(line.cents),
    }));
    rowsWithHeading(doc, M.extraCosts, 'subheading', rows);
  }
  const notes: string[] = [M.vatIncluded];
  if (prices.priceDate !== null) notes.push(formatMessage(M.priceDate, formatCalendarDate(prices.priceDate)));
  const totalRows: Row[] = [
    { label: M.total, value: formatPrice(prices.totalCents), strong: true },
    { label: notes.join(' · '), small: true },
  ];
  // The line above the total, the total and what it includes go to the next page together.
  ensureSpace(doc, ROW_GAP + totalRows.reduce((sum, row) => sum + measureRow(doc, row), 0));
  rule(doc);
  plainRows(doc, totalRows);
  if (prices.disclaimer.trim() !== '') paragraph(doc, prices.disclaimer, 'small', COLORS.muted);
  sectionGap(doc);
}
