/** A texture of an uploaded model, as staff see it in the model report. */
export interface ModelReportTexture {
  name: string;
  mimeType: string;
  /** Pixels from the image header; 0 when it cannot be read. */
  width: number;
  height: number;
  bytes: number;
}

/** What a converted model holds, for staff (the admin's model row); file sizes are on the view itself. */
export interface ModelReportDto {
  /** Triangles the model draws (every GPU instance counted). */
  triangles: number;
  meshes: number;
  materials: number;
  textures: ModelReportTexture[];
  /** Triangles in the AR file (USDZ); null without one. */
  arTriangles: number | null;
  /** Triangles of the model before it was simplified for AR; null when it was not. */
  arSimplifiedFrom: number | null;
}
