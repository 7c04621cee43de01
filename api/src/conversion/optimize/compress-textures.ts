import { Document, Texture } from '@gltf-transform/core';
import { EXTTextureAVIF, EXTTextureWebP } from '@gltf-transform/extensions';
import { compressTexture } from '@gltf-transform/functions';
import { formatMessage, MODEL_CONVERSION_MESSAGES } from '@hauskonfig/shared';
import sharp from 'sharp';
import { ConversionError } from '../conversion-error.js';
import { technicalDetail } from '../reader-error-message.js';
import { assertTextureWithin } from '../texture-limit.js';
import { textureEncoding } from './texture-encoding.js';

/** Formats sharp can decode; GPU formats such as KTX2 cannot be resized here and stay as they are. */
const DECODABLE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif']);

/** Quality of lossy WebP/JPEG: no visible loss on house textures at a fraction of the size. */
const QUALITY = 80;

async function compressOne(texture: Texture, maxSize: number): Promise<void> {
  const original = { image: texture.getImage(), mimeType: texture.getMimeType(), uri: texture.getURI() };
  const [width, height] = texture.getSize() ?? [0, 0];
  const tooLarge = Math.max(width, height) > maxSize;
  await compressTexture(texture, {
    encoder: sharp,
    ...textureEncoding(texture),
    quality: QUALITY,
    resize: tooLarge ? [maxSize, maxSize] : undefined,
  });
  // A texture already small enough keeps its own bytes when re-encoding would not shrink it.
  if (!tooLarge && (texture.getImage()?.byteLength ?? 0) >= (original.image?.byteLength ?? 0)) {
    texture.setImage(original.image).setMimeType(original.mimeType).setURI(original.uri);
  }
}

const nameOf = (texture: Texture) => texture.getName() || texture.getURI() || 'ohne Namen';

/** An image sharp cannot decode (broken, or beyond its pixel limit) never will be: no retry. */
function brokenTexture(texture: Texture, error: unknown): ConversionError {
  return new ConversionError(
    formatMessage(MODEL_CONVERSION_MESSAGES.textureUnprocessable, nameOf(texture), technicalDetail(error)),
    { cause: error },
  );
}

/** Declares the image-format extensions exactly when a texture uses them (no fallback images are kept). */
function declareImageFormats(document: Document): void {
  const mimeTypes = new Set(
    document
      .getRoot()
      .listTextures()
      .map((texture) => texture.getMimeType()),
  );
  if (mimeTypes.has('image/webp')) document.createExtension(EXTTextureWebP).setRequired(true);
  else document.disposeExtension(EXTTextureWebP.EXTENSION_NAME);
  if (!mimeTypes.has('image/avif')) document.disposeExtension(EXTTextureAVIF.EXTENSION_NAME);
}

/**
 * Resizes textures to at most `maxSize` pixels on the longest side and re-encodes them for the web.
 * Textures above `maxPixels` (by their header) are refused before they are decoded.
 * A plain async function, not a glTF Transform: that type promises a void return, which hides the
 * promise (and its rejection) from the type checker.
 */
export async function compressTextures(document: Document, maxSize: number, maxPixels: number): Promise<void> {
  // One after another: a few large textures decoded at once could exhaust the worker's memory.
  for (const texture of document.getRoot().listTextures()) {
    if (!DECODABLE.has(texture.getMimeType())) continue;
    const image = texture.getImage();
    if (image) assertTextureWithin(`„${nameOf(texture)}“`, image, maxPixels);
    await compressOne(texture, maxSize).catch((error: unknown) => {
      throw brokenTexture(texture, error);
    });
  }
  declareImageFormats(document);
}
