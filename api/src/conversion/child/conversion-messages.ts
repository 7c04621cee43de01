import type { ModelReportDto } from '@hauskonfig/shared';
import type { AppConfig } from '../../config/app-config.js';

/** What the worker tells the converter process (everything it needs; it reads no environment). */
export interface ConvertRequest {
  storage: AppConfig['storage'];
  sourceKey: string;
  optimizedKey: string;
  previewKey: string;
  usdzKey: string;
  /** The image limit (MAX_IMAGE_PIXELS), applied to every texture before it is decoded. */
  maxTexturePixels: number;
  /** Where to keep the outputs for the next upload of the same bytes (CONTENT_CACHE_DIR); null = off. */
  cache: { dir: string; key: string } | null;
}

/** What the converter process answers (one result, any number of progress reports before). */
export type ConvertReply =
  | { type: 'progress'; fraction: number }
  | {
      type: 'done';
      /** null when the USDZ step refused the model (the reason is among the warnings). */
      usdzSize: number | null;
      /** null when optimising would not make the model smaller. */
      optimizedSize: number | null;
      /** null when the model cannot be simplified or a preview would save nothing. */
      previewSize: number | null;
      /** German notes: an output that failed while the other succeeded, what the USDZ shows differently. */
      warnings: string[];
      /** What the model holds; null when it could not be counted. */
      report: ModelReportDto | null;
      millis: { read: number; usdz: number; optimize: number; preview: number };
    }
  | { type: 'failed'; message: string; hopeless: boolean };
