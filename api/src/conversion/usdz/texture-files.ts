import type { Texture } from '@gltf-transform/core';
import sharp from 'sharp';
import { ConversionError } from '../conversion-error.js';
import { assertTextureWithin } from '../texture-limit.js';
import { SiblingNames } from './prim-names.js';

export interface TextureFile {
  /** Path inside the package, relative to the root layer. */
  path: string;
  data: Uint8Array;
}

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

/** Quick Look reads PNG and JPEG; anything else sharp can decode (WebP, AVIF, …) becomes PNG. */
async function packagedImage(
  data: Uint8Array,
  mimeType: string,
  label: string,
  maxPixels: number,
): Promise<{ extension: string; data: Uint8Array }> {
  if (startsWith(data, KTX2_MAGIC) || mimeType === 'image/ktx2') {
    throw new ConversionError(
      `Die Textur ${label} ist KTX2/Basis-komprimiert; solche Texturen lassen sich nicht für AR umwandeln. ` +
        'Bitte das Modell mit PNG-, JPEG- oder WebP-Texturen hochladen.',
    );
  }
  assertTextureWithin(label, data, maxPixels);
  if (startsWith(data, PNG_MAGIC) || startsWith(data, JPEG_MAGIC)) {
    await assertReadable(label, data);
    return { extension: startsWith(data, PNG_MAGIC) ? 'png' : 'jpg', data };
  }
  try {
    return { extension: 'png', data: await sharp(data).png().toBuffer() };
  } catch (error) {
    throw new ConversionError(`Die Textur ${label} hat ein unbekanntes Bildformat.`, { cause: error });
  }
}

/**
 * The package files for the given textures, original bytes where Quick Look can read them.
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
    const { extension, data } = await packagedImage(image, texture.getMimeType(), label, maxPixels);
    files.set(texture, { path: `textures/${names.claim(texture.getName(), 'texture')}.${extension}`, data });
  }
  return files;
}
