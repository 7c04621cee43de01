import { PLAN_PDF_FONTS } from './plan-pdf-fonts.js';
import type { PdfImage } from './plan-pdf-images.js';
import { COLORS, LINE_GAP, PAGE_MARGINS, ROW_GAP, SECTION_GAP, TEXT_STYLES, type TextStyle } from './plan-pdf-style.js';

type Doc = PDFKit.PDFDocument;

export type HeadingStyle = 'title' | 'heading' | 'subheading';

export function contentWidth(doc: Doc): number {
  return doc.page.width - PAGE_MARGINS.left - PAGE_MARGINS.right;
}

export function useStyle(doc: Doc, style: TextStyle, color: string = COLORS.text): Doc {
  const { font, size } = TEXT_STYLES[style];
  // By path: pdfkit caches a font under the name it was first set by, so it is parsed once.
  return doc.font(PLAN_PDF_FONTS[font]).fontSize(size).fillColor(color);
}

/** Height of a page's content area: a block taller than this has to flow over pages anyway. */
function pageContentHeight(doc: Doc): number {
  return doc.page.height - PAGE_MARGINS.top - PAGE_MARGINS.bottom;
}

/** Starts a new page unless `height` still fits on this one. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.maxY() && height <= pageContentHeight(doc)) {
    doc.addPage();
  }
}

export function measureText(doc: Doc, text: string, style: TextStyle, width = contentWidth(doc)): number {
  return useStyle(doc, style).heightOfString(text, { width, lineGap: LINE_GAP });
}

/** Text over the full width; a text taller than the rest of the page starts on the next one. */
export function paragraph(doc: Doc, text: string, style: TextStyle = 'body', color: string = COLORS.text): void {
  ensureSpace(doc, measureText(doc, text, style));
  useStyle(doc, style, color).text(text, PAGE_MARGINS.left, doc.y, { width: contentWidth(doc), lineGap: LINE_GAP });
  doc.y += ROW_GAP;
}

/** A web address as a link, e.g. after "Online ansehen:". */
export function linkParagraph(doc: Doc, text: string, url: string): void {
  ensureSpace(doc, measureText(doc, text, 'body'));
  useStyle(doc, 'body').text(text, PAGE_MARGINS.left, doc.y, {
    width: contentWidth(doc),
    lineGap: LINE_GAP,
    link: url,
  });
  doc.y += ROW_GAP;
}

/** A heading kept together with what follows it (`keepWith` points), never alone at a page's foot. */
export function heading(doc: Doc, text: string, style: HeadingStyle, keepWith: number): void {
  const height = measureText(doc, text, style) + ROW_GAP;
  ensureSpace(doc, height + keepWith);
  useStyle(doc, style).text(text, PAGE_MARGINS.left, doc.y, { width: contentWidth(doc), lineGap: LINE_GAP });
  doc.y += ROW_GAP;
}

/** A thin line over the full width, e.g. above the total. */
export function rule(doc: Doc): void {
  ensureSpace(doc, ROW_GAP);
  const y = doc.y;
  doc
    .moveTo(PAGE_MARGINS.left, y)
    .lineTo(PAGE_MARGINS.left + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.y = y + ROW_GAP;
}

/** Room between sections. */
export function sectionGap(doc: Doc): void {
  doc.y += doc.y + SECTION_GAP > doc.page.maxY() ? 0 : SECTION_GAP;
}

/** An image scaled to fit the width and `maxHeight`, centred; the page breaks before it if needed. */
export function image(doc: Doc, picture: PdfImage, maxHeight: number): void {
  const scale = Math.min(contentWidth(doc) / picture.width, maxHeight / picture.height);
  const width = picture.width * scale;
  const height = picture.height * scale;
  ensureSpace(doc, height);
  const x = PAGE_MARGINS.left + (contentWidth(doc) - width) / 2;
  const y = doc.y;
  doc.image(picture.data, x, y, { width, height });
  doc.y = y + height + ROW_GAP;
}
