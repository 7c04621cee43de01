import { formatMessage, type ModelReportDto, MODEL_CONVERSION_MESSAGES, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { hasDrawableTriangles } from '../house-views/glb/drawable-geometry.js';
import { ConversionError, NothingToDrawError } from './conversion-error.js';
import { modelFacts } from './model-report.js';
import { optimizeGlb } from './optimize/optimize-glb.js';
import { previewGlb, previewWorthIt } from './optimize/preview-glb.js';
import { convertGlbToUsdz, type UsdzConversion } from './usdz/convert-glb-to-usdz.js';
import { assertSaneGlb } from './usdz/glb-sanity.js';

export interface ConvertModelOptions {
  /** The image limit (MAX_IMAGE_PIXELS), applied to every texture before it is decoded. */
  maxTexturePixels: number;
  /** Called with increasing fractions from 0 to 0.9. */
  onProgress?: (fraction: number) => void;
}

export interface ConvertedModel {
  /** null when the USDZ step refused the model (the reason is among the warnings). */
  usdz: UsdzConversion | null;
  /** The web GLB; null when the upload is served as it is. */
  optimized: Uint8Array | null;
  /** The simplified preview; null when there is none worth keeping. */
  preview: Uint8Array | null;
  /** German notes for staff: an output that failed while the other succeeded, what the USDZ shows differently. */
  warnings: string[];
  /** What the model holds; null when it could not be counted. */
  report: ModelReportDto | null;
  millis: { usdz: number; optimize: number; preview: number };
}

/**
 * One output's outcome: its refusal (ConversionError) leaves the other outputs be; a model with
 * nothing to draw, or any other error (a fault), ends the conversion.
 */
type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

async function attempt<T>(step: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await step() };
  } catch (error) {
    if (error instanceof ConversionError && !(error instanceof NothingToDrawError)) {
      return { ok: false, reason: error.message };
    }
    throw error;
  }
}

/**
 * Makes every output of an upload, as the worker stores them and `check:corpus` checks them. Each
 * output succeeds or fails on its own: a model the USDZ step refuses (KTX2 textures, say) still
 * gets its web GLB, and one glTF Transform cannot rewrite still gets its USDZ; the failed one is a
 * warning. Only when both refuse, or when there is nothing to draw, is the model hopeless
 * (ConversionError).
 */
export async function convertModel(source: Uint8Array, options: ConvertModelOptions): Promise<ConvertedModel> {
  const progress = options.onProgress ?? (() => undefined);
  const { maxTexturePixels } = options;
  // Stored before the upload checked it: a broken container, or nothing to draw, is no model for
  // either output (glTF Transform would read some broken files all the same).
  if (!hasDrawableTriangles(assertSaneGlb(source).json)) {
    throw new ConversionError(VALIDATION_MESSAGES.modelWithoutTriangles);
  }
  const started = Date.now();
  // USDZ is most of the work; it reports progress from 0 to 0.8, optimising and the preview the rest.
  const usdz = await attempt(() =>
    convertGlbToUsdz(source, { onProgress: (fraction) => progress(fraction * 0.8), maxTexturePixels }),
  );
  const usdzDone = Date.now();
  const optimized = await attempt(() => optimizeGlb(source, { maxTexturePixels }));
  if (!usdz.ok && !optimized.ok) throw new ConversionError(usdz.reason);
  // optimizeGlb hands back the upload itself when its result is not worth keeping.
  const web = optimized.ok && optimized.value !== source ? optimized.value : null;
  const optimizeDone = Date.now();
  progress(0.9);

  // A preview only speeds up loading: without one (or when it fails) the model loads as it is.
  const preview = optimized.ok ? await attempt(() => previewGlb(source, { maxTexturePixels })) : undefined;
  const kept =
    preview?.ok && preview.value && previewWorthIt(preview.value.byteLength, web?.byteLength ?? source.byteLength)
      ? preview.value
      : null;
  const warnings = [
    ...(usdz.ok ? usdz.value.notes : [formatMessage(MODEL_CONVERSION_MESSAGES.arFileFailed, usdz.reason)]),
    ...(optimized.ok ? [] : [formatMessage(MODEL_CONVERSION_MESSAGES.webFileFailed, optimized.reason)]),
  ];
  // The report is for staff: a model it cannot count still converts.
  const facts = await modelFacts(source).catch(() => null);
  return {
    usdz: usdz.ok ? usdz.value : null,
    optimized: web,
    preview: kept,
    warnings,
    report: facts && {
      ...facts,
      arTriangles: usdz.ok ? usdz.value.stats.triangles : null,
      arSimplifiedFrom: usdz.ok ? usdz.value.stats.simplifiedFrom : null,
    },
    millis: { usdz: usdzDone - started, optimize: optimizeDone - usdzDone, preview: Date.now() - optimizeDone },
  };
}
