import PDFDocument from 'pdfkit';
import { contactSection, vendorSection } from './contact-section.js';
import { financingSection } from './financing-section.js';
import { floorPlanPages } from './floor-plan-pages.js';
import { overviewSection } from './overview-section.js';
import { drawPageFrames } from './page-frame.js';
import { PLAN_PDF_FONTS } from './plan-pdf-fonts.js';
import { formatDay } from './plan-pdf-format.js';
import { toPdfImage } from './plan-pdf-images.js';
import type { PlanPdfInput } from './plan-pdf-input.js';
import { PLAN_PDF_MESSAGES as M } from './plan-pdf-messages.de.js';
import { PAGE_MARGINS } from './plan-pdf-style.js';
import { pricesSection } from './prices-section.js';
import { worksSection } from './works-section.js';

export type { PlanPdfInput } from './plan-pdf-input.js';

/** Collects the document's bytes; pdfkit streams them as it writes. */
function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * The PDF "Ihre Hausplanung" of a plan (issue 26): key data, works, price breakdown, financing
 * example, contact, and the floor plans on pages of their own. Dated by the snapshot, not the clock,
 * so the same plan gives the same file.
 */
export async function renderPlanPdf(input: PlanPdfInput): Promise<Buffer> {
  const { snapshot, vendor } = input;
  const preview = input.previewImage === null ? null : await toPdfImage(input.previewImage, 'photo');
  const floorPlans = await Promise.all(
    input.floorPlans.map(async (plan) => ({ label: plan.label, image: await toPdfImage(plan.image, 'drawing') })),
  );
  const takenAt = new Date(snapshot.takenAt);
  const doc = new PDFDocument({
    size: 'A4',
    margins: PAGE_MARGINS,
    bufferPages: true,
    font: PLAN_PDF_FONTS.regular,
    lang: 'de-DE',
    displayTitle: true,
    info: { Title: M.title, Author: vendor.vendorName, CreationDate: takenAt, ModDate: takenAt },
  });
  const bytes = collect(doc);

  overviewSection(doc, snapshot, preview, input.shareUrl);
  worksSection(doc, snapshot);
  pricesSection(doc, snapshot);
  financingSection(doc, snapshot.financing);
  contactSection(doc, snapshot.contactPerson);
  vendorSection(doc, vendor);
  floorPlanPages(doc, floorPlans);
  drawPageFrames(doc, { vendorName: vendor.vendorName, footerLeft: `${M.title} · ${formatDay(snapshot.takenAt)}` });

  doc.end();
  return bytes;
}
