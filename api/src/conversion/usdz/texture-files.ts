import type { Texture } from '@gltf-transform/core';
import sharp from 'sharp';
import { ConversionError } from '../conversion-error.js';
import { assertTextureWithin } from '../texture-limit.js';
import { SiblingNames } from './prim-names.js';

export interface TextureFile {
  /** Path inside the package, relative to the root layer. */
  path: string;
  data: Uint8Array;
  /** Longest side of the original image when it was made smaller for AR. */
  resizedFrom?: number;
}

/**
 * Longest texture side in the package: Apple sizes Quick Look for 2048 px texture sets, and
 * larger ones cost a phone memory and load time without showing more at AR distances.
 */
export const AR_MAX_TEXTURE_SIZE = 2048;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const KTX2_MAGIC = [0xab, 0x4b, 0x54, 0x58, 0x20, 0x32, 0x30, 0xbb];

function startsWith(data: Uint8Array, magic: number[]): boolean {
  return data.length >= magic.length && magic.every((byte, i) => data[i] === byte);
}

/** Checks that the bytes decode as an image (sharp reads only the header). */
async function assertReadable(label: string, data: Uint8Array): Promise<void> {
  try {
    await sharp(data).metadata();
  } catch (error) {
    throw new ConversionError(`Die Textur ${label} ist kein lesbares Bild.`, { cause: error });
  }
}

/**
 * Quick Look reads PNG and JPEG; anything else sharp can decode (WebP, AVIF, …) becomes PNG, and
 * an image larger than AR_MAX_TEXTURE_SIZE is made smaller in its own format.
 */
async function packagedImage(
  data: Uint8Array,
  mimeType: string,
  label: string,
  maxPixels: number,
): Promise<{ extension: string; data: Uint8Array; resizedFrom?: number }> {
  if (startsWith(data, KTX2_MAGIC) || mimeType === 'image/ktx2') {
    throw new ConversionError(
      `Die Textur ${label} ist KTX2/Basis-komprimiert; solche Texturen lassen sich nicht für AR umwandeln. ` +
        'Bitte das Modell mit PNG-, JPEG- oder WebP-Texturen hochladen.',
    );
  }
  assertTextureWithin(label, data, maxPixels);
  const quickLookFormat = startsWith(data, PNG_MAGIC) || startsWith(data, JPEG_MAGIC);
  if (quickLookFormat) await assertReadable(label, data);
  let longest: number;
  try {
    const { width = 0, height = 0 } = await sharp(data).metadata();
    longest = Math.max(width, height);
  } catch (error) {
    throw new ConversionError(`Die Textur ${label} hat ein unbekanntes Bildformat.`, { cause: error });
  }
  const jpeg = startsWith(data, JPEG_MAGIC);
  if (quickLookFormat && longest <= AR_MAX_TEXTURE_SIZE) return { extension: jpeg ? 'jpg' : 'png', data };
  try {
    const image = sharp(data).resize(AR_MAX_TEXTURE_SIZE, AR_MAX_TEXTURE_SIZE, {
      fit: 'inside',
      withoutEnlargement: true,
    });
    const resizedFrom = longest > AR_MAX_TEXTURE_SIZE ? longest : undefined;
    return jpeg
      ? { extension: 'jpg', data: await image.jpeg({ quality: 90 }).toBuffer(), resizedFrom }
      : { extension: 'png', data: await image.png().toBuffer(), resizedFrom };
  } catch (error) {
    throw new ConversionError(`Die Textur ${label} hat ein unbekanntes Bildformat.`, { cause: error });
  }
}

/**
 * The package files for the given textures, original bytes where Quick Look can read them and
 * they are at most AR_MAX_TEXTURE_SIZE (larger ones are made smaller, other formats become PNG).
 * Textures without image data are left out; their material slots fall back to the factors.
 * Textures above `maxPixels` (by their header) are refused before they are decoded.
 */
export async function textureFiles(textures: Iterable<Texture>, maxPixels: number): Promise<Map<Texture, TextureFile>> {
  const files = new Map<Texture, TextureFile>();
  const names = new SiblingNames();
  let number = 0;
  for (const texture of textures) {
    number++;
    const image = texture.getImage();
    if (!image?.length || files.has(texture)) continue;
    const label = texture.getName() ? `„${texture.getName()}“` : `Nr. ${number}`;
    const { extension, ...file } = await packagedImage(image, texture.getMimeType(), label, maxPixels);
    files.set(texture, { path: `textures/${names.claim(texture.getName(), 'texture')}.${extension}`, ...file });
  }
  return files;
}
