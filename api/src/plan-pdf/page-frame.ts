import { formatMessage } from '@hauskonfig/shared';
import { contentWidth, useStyle } from './plan-pdf-layout.js';
import { PLAN_PDF_MESSAGES as M } from './plan-pdf-messages.de.js';
import { COLORS, PAGE_MARGINS } from './plan-pdf-style.js';

/** Distance of the header's and footer's text from the paper's edge. */
const FRAME_INSET = 36;

interface FrameTexts {
  vendorName: string;
  /** E.g. "Ihre Hausplanung · 27.11.2026", so a loose page can be placed. */
  footerLeft: string;
}

function line(doc: PDFKit.PDFDocument, y: number): void {
  const right = PAGE_MARGINS.left + contentWidth(doc);
  doc.moveTo(PAGE_MARGINS.left, y).lineTo(right, y).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
}

/**
 * Header (vendor) and footer ("Seite X von Y") on every page, drawn once all pages exist so the
 * total is known. The document must buffer its pages.
 */
export function drawPageFrames(doc: PDFKit.PDFDocument, texts: FrameTexts): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const width = contentWidth(doc);
    // Text in the bottom margin would otherwise make pdfkit start a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const single = { width, lineBreak: false, ellipsis: true, height: 12 };
    useStyle(doc, 'frame', COLORS.muted).text(texts.vendorName, PAGE_MARGINS.left, FRAME_INSET, single);
    line(doc, FRAME_INSET + 14);
    const footerY = doc.page.height - FRAME_INSET - 10;
    line(doc, footerY - 6);
    useStyle(doc, 'frame', COLORS.muted).text(texts.footerLeft, PAGE_MARGINS.left, footerY, single);
    const page = formatMessage(M.pageOf, index - start + 1, count);
    useStyle(doc, 'frame', COLORS.muted).text(page, PAGE_MARGINS.left, footerY, { ...single, align: 'right' });
    doc.page.margins.bottom = bottomMargin;
  }
}
