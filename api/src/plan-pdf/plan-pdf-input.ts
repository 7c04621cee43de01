import type { PlanSnapshotDto } from '@hauskonfig/shared';

/** The vendor as the PDF names it in the page header and at the end. */
export interface PlanPdfVendor {
  vendorName: string;
  websiteUrl: string | null;
  /** The Impressum; its first lines are printed as the vendor's address. */
  imprintText: string;
}

/** Everything the PDF "Ihre Hausplanung" shows; the caller loads the images from storage. */
export interface PlanPdfInput {
  snapshot: PlanSnapshotDto;
  vendor: PlanPdfVendor;
  /** The house's preview image in any format sharp reads; null: the plan has none. */
  previewImage: Buffer | null;
  /** The house's floor plans, each printed on a page of its own under its label. */
  floorPlans: { label: string; image: Buffer }[];
  /** The shared plan's public address, printed as "Online ansehen: …"; null: not shared. */
  shareUrl: string | null;
}
