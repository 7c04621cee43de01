import { textureLabel } from '../../files/images/texture-pixels.js';
import type { GlbContainer } from './glb-container.js';

/** An image stored inside a GLB; `bytes` is empty when the file does not hold it where it says. */
export interface EmbeddedImage {
  label: string;
  bytes: Uint8Array;
}

type Json = Record<string, unknown>;

const NO_BYTES = new Uint8Array();

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const entries = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A non-negative integer of the JSON, `fallback` when absent, else null. */
function count(value: unknown, fallback?: number): number | null {
  if (value === undefined && fallback !== undefined) return fallback;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** A data URI's bytes, decoded as glTF Transform (and so the converter) decodes them. */
function dataUriBytes(uri: string): Buffer {
  return Buffer.from(uri.split(',')[1] ?? '', uri.includes('base64') ? 'base64' : 'utf8');
}

/**
 * The images of a GLB the container check has accepted: from its binary chunk through a buffer
 * view, or from data URIs (as image or buffer). Nothing is decoded; external references, which
 * the validator refuses, and views outside their buffer count as images without bytes.
 */
export function embeddedImages({ json, bin }: GlbContainer): EmbeddedImage[] {
  const buffers = entries(json.buffers);
  const views = entries(json.bufferViews);

  const sourceOf = (index: number): Uint8Array | null => {
    const buffer = buffers[index];
    const uri = isObject(buffer) ? buffer.uri : undefined;
    if (typeof uri === 'string') return uri.startsWith('data:') ? dataUriBytes(uri) : null;
    // The binary chunk holds the first buffer, the one without a URI.
    return index === 0 ? bin : null;
  };
  // Several images may share a buffer: each one is decoded once.
  const decoded = new Map<number, Uint8Array | null>();
  const bufferBytes = (index: number): Uint8Array | null => {
    if (!decoded.has(index)) decoded.set(index, sourceOf(index));
    return decoded.get(index) ?? null;
  };

  const viewBytes = (index: unknown): Uint8Array | null => {
    const view = views[count(index) ?? -1];
    if (!isObject(view)) return null;
    const buffer = count(view.buffer);
    const offset = count(view.byteOffset, 0);
    const length = count(view.byteLength);
    const bytes = buffer === null ? null : bufferBytes(buffer);
    if (!bytes || offset === null || length === null || offset + length > bytes.length) return null;
    return bytes.subarray(offset, offset + length);
  };

  return entries(json.images).map((image, index) => {
    const fields = isObject(image) ? image : {};
    const label = textureLabel(typeof fields.name === 'string' ? fields.name : '', index);
    if (typeof fields.uri === 'string') {
      return { label, bytes: fields.uri.startsWith('data:') ? dataUriBytes(fields.uri) : NO_BYTES };
    }
    return { label, bytes: viewBytes(fields.bufferView) ?? NO_BYTES };
  });
}
