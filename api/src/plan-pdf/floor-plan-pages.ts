import { formatMessage } from '@hauskonfig/shared';
import type { PdfImage } from './plan-pdf-images.js';
import { heading, image } from './plan-pdf-layout.js';
import { PLAN_PDF_MESSAGES as M } from './plan-pdf-messages.de.js';

/** Each floor plan on a page of its own, as large as the page allows, so its measures stay readable. */
export function floorPlanPages(
  doc: PDFKit.PDFDocument,
  floorPlans: readonly { label: string; image: PdfImage }[],
): void {
  for (const floorPlan of floorPlans) {
    doc.addPage();
    heading(doc, formatMessage(M.floorPlan, floorPlan.label), 'heading', 0);
    image(doc, floorPlan.image, doc.page.maxY() - doc.y);
  }
}
