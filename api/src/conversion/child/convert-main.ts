import { formatMessage, MODEL_CONVERSION_MESSAGES, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { createFileStorage } from '../../files/storage/create-file-storage.js';
import { hasDrawableTriangles } from '../../house-views/glb/drawable-geometry.js';
import { readGlbHeader } from '../../house-views/glb/glb-header.js';
import { ConversionError } from '../conversion-error.js';
import { modelFacts } from '../model-report.js';
import { optimizeGlb } from '../optimize/optimize-glb.js';
import { previewGlb, previewWorthIt } from '../optimize/preview-glb.js';
import { technicalDetail } from '../reader-error-message.js';
import { convertGlbToUsdz } from '../usdz/convert-glb-to-usdz.js';
import type { ConvertReply, ConvertRequest } from './conversion-messages.js';

/**
 * The converter process. It runs one conversion per process so the worker can enforce time and
 * memory limits by killing it: Bull's own timeout cannot stop code that is still running.
 */
const reply = (message: ConvertReply) => process.send?.(message);

/** One output's outcome: a refusal (ConversionError) leaves the other outputs be; any other error is a fault. */
type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

async function attempt<T>(step: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await step() };
  } catch (error) {
    if (error instanceof ConversionError) return { ok: false, reason: error.message };
    throw error;
  }
}

/**
 * Each output succeeds or fails on its own: a model the USDZ step refuses (KTX2 textures, say)
 * still gets its web GLB, and one glTF Transform cannot rewrite still gets its USDZ; the failed
 * one is a warning. Only when both refuse is the model hopeless.
 */
async function convert(request: ConvertRequest): Promise<void> {
  const storage = createFileStorage(request.storage);
  const started = Date.now();
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(request.sourceKey)) chunks.push(Buffer.from(chunk as Buffer));
  const bytes = Buffer.concat(chunks);
  const source = new Uint8Array(bytes);
  const read = Date.now() - started;
  // Stored before the upload checked it: nothing to draw in either output, so no output at all.
  const header = readGlbHeader(bytes);
  if ('json' in header && !hasDrawableTriangles(header.json)) {
    throw new ConversionError(VALIDATION_MESSAGES.modelWithoutTriangles);
  }

  // USDZ is most of the work; it reports progress from 0 to 0.8, optimising and the preview the rest.
  const usdz = await attempt(() =>
    convertGlbToUsdz(source, {
      onProgress: (fraction: number) => reply({ type: 'progress', fraction: fraction * 0.8 }),
      maxTexturePixels: request.maxTexturePixels,
    }),
  );
  let usdzSize: number | null = null;
  if (usdz.ok) {
    await storage.put(request.usdzKey, Buffer.from(usdz.value.usdz), 'model/vnd.usdz+zip');
    usdzSize = usdz.value.usdz.byteLength;
  }
  const usdzDone = Date.now();

  const optimized = await attempt(() => optimizeGlb(source, { maxTexturePixels: request.maxTexturePixels }));
  if (!usdz.ok && !optimized.ok) throw new ConversionError(usdz.reason);
  let optimizedSize: number | null = null;
  // optimizeGlb hands back the upload itself when its result is not worth keeping.
  if (optimized.ok && optimized.value !== source) {
    await storage.put(request.optimizedKey, Buffer.from(optimized.value), 'model/gltf-binary');
    optimizedSize = optimized.value.byteLength;
  }
  const optimizeDone = Date.now();
  reply({ type: 'progress', fraction: 0.9 });

  // A preview only speeds up loading: without one (or when it fails) the model loads as it is.
  const preview = optimized.ok
    ? await attempt(() => previewGlb(source, { maxTexturePixels: request.maxTexturePixels }))
    : undefined;
  let previewSize: number | null = null;
  if (preview?.ok && preview.value && previewWorthIt(preview.value.byteLength, optimizedSize ?? source.byteLength)) {
    await storage.put(request.previewKey, Buffer.from(preview.value), 'model/gltf-binary');
    previewSize = preview.value.byteLength;
  }
  const warnings = [
    ...(usdz.ok ? usdz.value.notes : [formatMessage(MODEL_CONVERSION_MESSAGES.arFileFailed, usdz.reason)]),
    ...(optimized.ok ? [] : [formatMessage(MODEL_CONVERSION_MESSAGES.webFileFailed, optimized.reason)]),
  ];
  // The report is for staff: a model it cannot count still converts.
  const facts = await modelFacts(source).catch(() => null);
  const report = facts && {
    ...facts,
    arTriangles: usdz.ok ? usdz.value.stats.triangles : null,
    arSimplifiedFrom: null,
  };
  reply({
    type: 'done',
    usdzSize,
    optimizedSize,
    previewSize,
    warnings,
    report,
    millis: {
      read,
      usdz: usdzDone - started - read,
      optimize: optimizeDone - usdzDone,
      preview: Date.now() - optimizeDone,
    },
  });
}

// If the worker dies, its converter goes too; the job is redone by the next worker.
process.once('disconnect', () => process.exit(1));

process.once('message', (request: ConvertRequest) => {
  convert(request)
    .catch((error: unknown) => {
      // A ConversionError says in German why the model can never convert; anything else is a fault
      // (retried) whose English text is kept in brackets for support.
      const hopeless = error instanceof ConversionError;
      const message = hopeless
        ? error.message
        : formatMessage(MODEL_CONVERSION_MESSAGES.unexpected, technicalDetail(error));
      reply({ type: 'failed', hopeless, message });
    })
    .finally(() => {
      process.removeAllListeners('disconnect');
      process.disconnect?.();
    });
});
