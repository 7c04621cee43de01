import { formatMessage, MODEL_CONVERSION_MESSAGES } from '@hauskonfig/shared';
import { createFileStorage } from '../../files/storage/create-file-storage.js';
import { ConversionError } from '../conversion-error.js';
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

async function convert(request: ConvertRequest): Promise<void> {
  const storage = createFileStorage(request.storage);
  const started = Date.now();
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(request.sourceKey)) chunks.push(Buffer.from(chunk as Buffer));
  const source = new Uint8Array(Buffer.concat(chunks));
  const read = Date.now() - started;

  // USDZ is most of the work; it reports progress from 0 to 0.8, optimising and the preview the rest.
  const { usdz } = await convertGlbToUsdz(source, {
    onProgress: (fraction: number) => reply({ type: 'progress', fraction: fraction * 0.8 }),
    maxTexturePixels: request.maxTexturePixels,
  });
  await storage.put(request.usdzKey, Buffer.from(usdz), 'model/vnd.usdz+zip');
  const usdzDone = Date.now();

  const optimized = await optimizeGlb(source, { maxTexturePixels: request.maxTexturePixels });
  let optimizedSize: number | null = null;
  if (optimized.byteLength < source.byteLength) {
    await storage.put(request.optimizedKey, Buffer.from(optimized), 'model/gltf-binary');
    optimizedSize = optimized.byteLength;
  }
  const optimizeDone = Date.now();
  reply({ type: 'progress', fraction: 0.9 });

  const preview = await previewGlb(source, { maxTexturePixels: request.maxTexturePixels });
  let previewSize: number | null = null;
  if (preview && previewWorthIt(preview.byteLength, optimizedSize ?? source.byteLength)) {
    await storage.put(request.previewKey, Buffer.from(preview), 'model/gltf-binary');
    previewSize = preview.byteLength;
  }
  reply({
    type: 'done',
    usdzSize: usdz.byteLength,
    optimizedSize,
    previewSize,
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
