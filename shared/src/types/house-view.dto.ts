import type { ModelReportDto } from './model-report.dto.js';
import { ConversionStatus } from '../enums/conversion-status.js';

/** A 3D model of a house, as the API answers it (TDate: Date in the API, an ISO 8601 string over JSON). */
export interface HouseViewDto<TDate = string> {
  id: string;
  houseId: string;
  name: string;
  standard: boolean;
  updatedAt: TDate;
  /** Stored name of the uploaded GLB. */
  filename: string;
  originalSize: number;
  conversionStatus: ConversionStatus;
  /** 0 to 100 while converting. */
  conversionProgress: number;
  /** German reason when the conversion failed. */
  conversionError: string | null;
  /** German notes on what a finished conversion could not carry, e.g. an output that failed. */
  conversionWarnings: string[];
  /** What the model holds (triangles, meshes, materials, textures), once converted. */
  conversionReport: ModelReportDto | null;
  /** Versioned download URL of the model (the web-optimised GLB once converted). */
  modelUrl: string;
  /**
   * Simplified GLB the viewer shows first while the model loads, once converted; null when the
   * model is small enough to come at once (or could not be simplified).
   */
  previewUrl: string | null;
  /** USDZ for AR Quick Look, once converted. */
  usdzUrl: string | null;
  /** Bytes of the web-optimised GLB, once converted (null also when the upload is kept as it is). */
  optimizedSize: number | null;
  /** Bytes of the preview GLB, once converted. */
  previewSize: number | null;
  /** Bytes of the USDZ, once converted. */
  usdzSize: number | null;
}

/** Body of DELETE admin/house-views. */
export interface DeleteHouseViewsInput {
  houseId: string;
  houseViewIds: string[];
}
