import type { PlanSnapshotDto } from '@hauskonfig/shared';
import type { PlanPdfVendor } from './plan-pdf-input.js';
import { sectionGap } from './plan-pdf-layout.js';
import { rowsWithHeading, type Row } from './plan-pdf-rows.js';
import { PLAN_PDF_MESSAGES as M } from './plan-pdf-messages.de.js';

/**
 * The Impressum starts with the vendor's name, address and phone; the rest (register, VAT id, …)
 * is not for a plan.
 */
const ADDRESS_LINES = 5;

/** The contact person the visitor was given, with links to write or call. */
export function contactSection(doc: PDFKit.PDFDocument, contact: PlanSnapshotDto['contactPerson']): void {
  if (contact === null) return;
  const fact = (label: string, value: string, link?: string): Row => ({ label, value, valueKind: 'fact', link });
  rowsWithHeading(doc, M.contactPerson, 'heading', [
    { label: contact.name, strong: true },
    fact(M.email, contact.email, `mailto:${contact.email}`),
    fact(M.phone, contact.phoneNumber, `tel:${contact.phoneNumber.replace(/[^\d+]/g, '')}`),
  ]);
  sectionGap(doc);
}

/** The first lines of the Impressum, without the name when it repeats the vendor's. */
function addressLines(vendor: PlanPdfVendor): string[] {
  const lines = vendor.imprintText
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const withoutName = lines[0] === vendor.vendorName.trim() ? lines.slice(1) : lines;
  return withoutName.slice(0, ADDRESS_LINES);
}

/** Who made the plan: name, address and website. */
export function vendorSection(doc: PDFKit.PDFDocument, vendor: PlanPdfVendor): void {
  const rows: Row[] = [{ label: vendor.vendorName, strong: true }];
  const address = addressLines(vendor);
  if (address.length > 0) rows.push({ label: address.join('\n') });
  if (vendor.websiteUrl !== null) rows.push({ label: vendor.websiteUrl, link: vendor.websiteUrl });
  rowsWithHeading(doc, M.vendor, 'heading', rows);
}
