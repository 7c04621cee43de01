import type { PlanPdfFont } from './plan-pdf-fonts.js';

/** A4 with about 2 cm at the sides; the top and bottom margins leave room for header and footer. */
export const PAGE_MARGINS = { top: 72, bottom: 72, left: 57, right: 57 };

/** A4 in points, as pdfkit lays it out. */
const A4 = { width: 595.28, height: 841.89 };

/** The area between the margins: the widest and tallest anything on a page is printed. */
export const CONTENT_BOX = {
  width: A4.width - PAGE_MARGINS.left - PAGE_MARGINS.right,
  height: A4.height - PAGE_MARGINS.top - PAGE_MARGINS.bottom,
};

/** The house's preview on the first page leaves room for the key data below it. */
export const PREVIEW_MAX_HEIGHT = 270;

export const COLORS = { text: '#1f1f1f', muted: '#5c5c5c', rule: '#b0b0b0' } as const;

/** Font and size of each kind of text, in points. */
export const TEXT_STYLES = {
  title: { font: 'bold', size: 22 },
  heading: { font: 'bold', size: 14 },
  subheading: { font: 'bold', size: 11 },
  body: { font: 'regular', size: 10 },
  strong: { font: 'bold', size: 10 },
  small: { font: 'regular', size: 8.5 },
  frame: { font: 'regular', size: 8 },
} as const satisfies Record<string, { font: PlanPdfFont; size: number }>;

export type TextStyle = keyof typeof TEXT_STYLES;

/** Room between lines of one text, and between the blocks of a section. */
export const LINE_GAP = 2;
export const ROW_GAP = 5;
export const SECTION_GAP = 18;

/** Width of the amount column in price and data rows: wide enough for "Preis auf Anfrage". */
export const VALUE_WIDTH = 150;
export const COLUMN_GAP = 12;
/** Width of the label column in rows of facts (house data, contact). */
export const LABEL_WIDTH = 130;
