/**
 * Links AR apps (Scene Viewer, Quick Look) may open without the app's token, for a model only
 * logged-in callers may see: signed, valid for a few minutes (TDate: Date in the API, an ISO
 * 8601 string over JSON). A public model's links are its plain URLs.
 */
export interface ArLinkDto<TDate = string> {
  /** The GLB for Scene Viewer. */
  modelUrl: string;
  /** The USDZ for Quick Look; null until the conversion made one. */
  usdzUrl: string | null;
  /** When the signed links stop working; null for a public model's plain URLs. */
  expiresAt: TDate | null;
}
