import { createHash } from 'node:crypto';
import type { CachedFiles, ContentCache } from '../content-cache/content-cache.js';
import type { FileStorage } from '../files/storage/file-storage.js';
import type { ConvertReply, ConvertRequest } from './child/conversion-messages.js';
import type { ConvertedModel } from './convert-model.js';

type ConversionDone = Extract<ConvertReply, { type: 'done' }>;
type OutputKeys = Pick<ConvertRequest, 'usdzKey' | 'optimizedKey' | 'previewKey'>;

const KIND = 'conversions';
const SUMMARY = 'summary.json';
/** Each output's file in a cache entry, its storage key and content type. */
const OUTPUTS = [
  { file: 'model.usdz', key: 'usdzKey', type: 'model/vnd.usdz+zip' },
  { file: 'optimized.glb', key: 'optimizedKey', type: 'model/gltf-binary' },
  { file: 'preview.glb', key: 'previewKey', type: 'model/gltf-binary' },
] as const;

/** What the worker records of a finished conversion, besides its timings. */
export function conversionSummary(model: ConvertedModel): Omit<ConversionDone, 'type' | 'millis'> {
  return {
    usdzSize: model.usdz?.usdz.byteLength ?? null,
    optimizedSize: model.optimized?.byteLength ?? null,
    previewSize: model.preview?.byteLength ?? null,
    warnings: model.warnings,
    report: model.report,
  };
}

const keyFrom = (digest: string, maxTexturePixels: number) => `${digest}-${maxTexturePixels}`;

/** What a conversion depends on besides the code: the upload's bytes and the texture limit. */
export function conversionKeyOf(source: Uint8Array, maxTexturePixels: number): string {
  return keyFrom(createHash('sha256').update(source).digest('hex'), maxTexturePixels);
}

/** conversionKeyOf for a stored upload, read as a stream. */
export async function conversionKey(storage: FileStorage, sourceKey: string, maxTexturePixels: number) {
  const hash = createHash('sha256');
  for await (const chunk of await storage.read(sourceKey)) hash.update(chunk as Buffer);
  return keyFrom(hash.digest('hex'), maxTexturePixels);
}

/**
 * The same upload converted before by the same build: its outputs are stored under this upload's
 * keys and its result answered, without starting a converter. null when there is none.
 */
export async function reuseConversion(
  cache: ContentCache,
  key: string,
  storage: FileStorage,
  keys: OutputKeys,
): Promise<ConversionDone | null> {
  const files = await cache.get(KIND, key);
  const summary = files?.get(SUMMARY);
  if (!files || !summary) return null;
  for (const output of OUTPUTS) {
    const data = files.get(output.file);
    if (data) await storage.put(keys[output.key], data, output.type);
  }
  return {
    type: 'done',
    ...(JSON.parse(summary.toString('utf8')) as ReturnType<typeof conversionSummary>),
    millis: { read: 0, usdz: 0, optimize: 0, preview: 0 },
  };
}

/** Whether the conversion of these bytes is kept already. */
export async function isConversionKept(cache: ContentCache, key: string): Promise<boolean> {
  return (await cache.get(KIND, key))?.has(SUMMARY) ?? false;
}

/** Keeps a finished conversion's outputs and summary for the next upload of the same bytes. */
export function keepConversion(cache: ContentCache, key: string, model: ConvertedModel): Promise<void> {
  const outputs = { 'model.usdz': model.usdz?.usdz, 'optimized.glb': model.optimized, 'preview.glb': model.preview };
  const files: CachedFiles = new Map([[SUMMARY, Buffer.from(JSON.stringify(conversionSummary(model)))]]);
  for (const { file } of OUTPUTS) {
    const data = outputs[file];
    if (data) files.set(file, Buffer.from(data));
  }
  return cache.put(KIND, key, files);
}
