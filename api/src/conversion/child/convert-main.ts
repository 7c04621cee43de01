import { formatMessage, MODEL_CONVERSION_MESSAGES } from '@hauskonfig/shared';
import { ContentCache } from '../../content-cache/content-cache.js';
import { createFileStorage } from '../../files/storage/create-file-storage.js';
import { conversionSummary, keepConversion } from '../cached-conversion.js';
import { ConversionError } from '../conversion-error.js';
import { convertModel } from '../convert-model.js';
import { technicalDetail } from '../reader-error-message.js';
import type { ConvertReply, ConvertRequest } from './conversion-messages.js';

/**
 * The converter process. It runs one conversion per process so the worker can enforce time and
 * memory limits by killing it: Bull's own timeout cannot stop code that is still running.
 */
const reply = (message: ConvertReply) => process.send?.(message);

/** Converts the stored upload and stores its outputs beside it (see convertModel). */
async function convert(request: ConvertRequest): Promise<void> {
  const storage = createFileStorage(request.storage);
  const started = Date.now();
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(request.sourceKey)) chunks.push(Buffer.from(chunk as Buffer));
  const source = new Uint8Array(Buffer.concat(chunks));
  const read = Date.now() - started;
  const model = await convertModel(source, {
    maxTexturePixels: request.maxTexturePixels,
    onProgress: (fraction) => reply({ type: 'progress', fraction }),
  });
  if (model.usdz) await storage.put(request.usdzKey, Buffer.from(model.usdz.usdz), 'model/vnd.usdz+zip');
  if (model.optimized) await storage.put(request.optimizedKey, Buffer.from(model.optimized), 'model/gltf-binary');
  if (model.preview) await storage.put(request.previewKey, Buffer.from(model.preview), 'model/gltf-binary');
  if (request.cache) {
    // A cache that cannot be written only costs the next upload of these bytes its shortcut.
    await keepConversion(new ContentCache(request.cache.dir), request.cache.key, model).catch(() => undefined);
  }
  reply({ type: 'done', ...conversionSummary(model), millis: { read, ...model.millis } });
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
