import { formatMessage } from '@hauskonfig/shared';
import { contentWidth, ensureSpace, heading, measureText, useStyle, type HeadingStyle } from './plan-pdf-layout.js';
import { PLAN_PDF_MESSAGES as M } from './plan-pdf-messages.de.js';
import {
  COLORS,
  COLUMN_GAP,
  LABEL_WIDTH,
  LINE_GAP,
  PAGE_MARGINS,
  ROW_GAP,
  VALUE_WIDTH,
  type TextStyle,
} from './plan-pdf-style.js';

type Doc = PDFKit.PDFDocument;

/**
 * One line of a list or table: a label, optionally a value and a small note below the label. An
 * amount sits right-aligned at the right edge; a fact (house data, contact) left-aligned after the label.
 */
export interface Row {
  label: string;
  value?: string;
  valueKind?: 'amount' | 'fact';
  note?: string | null;
  /** Bold, e.g. a total. */
  strong?: boolean;
  /** Small and grey, e.g. a remark that belongs to the list. */
  small?: boolean;
  /** A web, mailto: or tel: address behind the value (or the label of a row without one). */
  link?: string;
}

interface Columns {
  labelWidth: number;
  valueX: number;
  valueWidth: number;
  align: 'left' | 'right';
}

function columns(doc: Doc, row: Row): Columns {
  const full = contentWidth(doc);
  if (row.value === undefined) return { labelWidth: full, valueX: 0, valueWidth: 0, align: 'left' };
  const labelWidth = row.valueKind === 'fact' ? LABEL_WIDTH : full - VALUE_WIDTH - COLUMN_GAP;
  const valueX = PAGE_MARGINS.left + labelWidth + COLUMN_GAP;
  const valueWidth = full - labelWidth - COLUMN_GAP;
  return { labelWidth, valueX, valueWidth, align: row.valueKind === 'fact' ? 'left' : 'right' };
}

function rowStyle(row: Row): { style: TextStyle; color: string } {
  if (row.small) return { style: 'small', color: COLORS.muted };
  return { style: row.strong ? 'strong' : 'body', color: COLORS.text };
}

export function measureRow(doc: Doc, row: Row): number {
  const { style } = rowStyle(row);
  const { labelWidth, valueWidth } = columns(doc, row);
  const label = measureText(doc, row.label, style, labelWidth);
  const value = row.value === undefined ? 0 : measureText(doc, row.value, style, valueWidth);
  const note = row.note ? measureText(doc, row.note, 'small', labelWidth) : 0;
  return Math.max(label + note, value) + ROW_GAP;
}

function drawRow(doc: Doc, row: Row): void {
  const { style, color } = rowStyle(row);
  const top = doc.y;
  const { labelWidth, valueX, valueWidth, align } = columns(doc, row);
  const height = measureRow(doc, row);
  const labelLink = row.value === undefined ? row.link : undefined;
  const labelOptions = { width: labelWidth, lineGap: LINE_GAP, link: labelLink };
  useStyle(doc, style, color).text(row.label, PAGE_MARGINS.left, top, labelOptions);
  if (row.note) {
    const options = { width: labelWidth, lineGap: LINE_GAP };
    useStyle(doc, 'small', COLORS.muted).text(row.note, PAGE_MARGINS.left, doc.y, options);
  }
  if (row.value !== undefined) {
    const options = { width: valueWidth, align, lineGap: LINE_GAP, link: row.link };
    useStyle(doc, style, color).text(row.value, valueX, top, options);
  }
  doc.y = top + height;
}

/** Rows without a heading, each moved whole to the next page when it does not fit. */
export function plainRows(doc: Doc, rows: readonly Row[]): void {
  for (const row of rows) {
    ensureSpace(doc, measureRow(doc, row));
    drawRow(doc, row);
  }
}

/** A list up to this height (points) moves to the next page whole rather than splitting. */
const KEEP_TOGETHER = 160;

/**
 * Rows under a heading. The heading stays with the first row (a short list stays whole); when the
 * rows run over a page, the next page repeats it as "… (Fortsetzung)" so a reader knows what the list is.
 */
export function rowsWithHeading(doc: Doc, title: string, style: HeadingStyle, rows: readonly Row[]): void {
  const heights = rows.map((row) => measureRow(doc, row));
  const total = heights.reduce((sum, height) => sum + height, 0);
  heading(doc, title, style, total <= KEEP_TOGETHER ? total : (heights[0] ?? 0));
  rows.forEach((row, index) => {
    const pageBefore = doc.page;
    ensureSpace(doc, heights[index]);
    if (doc.page !== pageBefore) heading(doc, formatMessage(M.continued, title), 'subheading', heights[index]);
    drawRow(doc, row);
  });
}
