/**
 * The vendor's brand and legal frame (GET settings, public): every public page shows the logo or
 * name, the back link to the vendor's own site and the footer links to Impressum and Datenschutz.
 */
export interface VendorSettingsDto {
  vendorName: string;
  /** URL of the logo image; null: the site shows the vendor name as text. */
  logoUrl: string | null;
  /** URL of the start page's hero picture (a `size=small` variant exists for phones); null: no picture. */
  heroImageUrl: string | null;
  /** Primary colour of the public site, `#rrggbb`. */
  primaryColor: string;
  /** The vendor's own website, target of the back link; null hides the link. */
  websiteUrl: string | null;
  /** Impressum, plain text with blank lines between paragraphs. */
  imprintText: string;
  /** Datenschutzerklärung, plain text with blank lines between paragraphs. */
  privacyText: string;
  /** Goes up by one whenever the privacy text changes; a request records the version its sender agreed to. */
  privacyVersion: number;
}

/** GET/PUT admin/settings: the public settings plus what only staff see. */
export interface AdminVendorSettingsDto extends VendorSettingsDto {
  /** Assigned to a request whose house has no contact person; null: fair rotation among the published ones. */
  defaultContactPersonId: string | null;
  /** ISO 8601 timestamp of the last change. */
  updatedAt: string;
}

/**
 * PUT admin/settings as multipart form data: these fields, plus optional image files `logo` and
 * `heroImage` (each replaces the current one) or `removeLogo=true` / `removeHeroImage=true`.
 */
export interface SaveVendorSettingsInput {
  vendorName: string;
  primaryColor: string;
  websiteUrl: string | null;
  imprintText: string;
  privacyText: string;
  defaultContactPersonId: string | null;
}
