import { randomUUID } from 'node:crypto';
import { HERO_IMAGE_WIDTHS } from '@hauskonfig/shared';
import type { ImageProcessor, VariantEdges } from '../files/images/image-processor.js';
import { variantNames } from '../files/images/stored-image-name.js';
import type { FileStorage } from '../files/storage/file-storage.js';

export type SettingsImage = 'logo' | 'heroImage';

/**
 * Sizes per image: the logo shows small in the header (sharp on a 3x screen at ~300 px); the hero
 * picture spans the start page, and phones get its ~800 px variant (shared heroImageSources).
 */
const SETTINGS_IMAGE_EDGES: Record<SettingsImage, VariantEdges> = {
  logo: { main: 1024, small: 400 },
  heroImage: { main: HERO_IMAGE_WIDTHS.full, small: HERO_IMAGE_WIDTHS.small },
};

export const settingsImageKey = (filename: string) => `settings/${filename}`;

/** Storage keys of both variants of a stored settings image. */
export const settingsImageKeys = (filename: string) => variantNames(filename).map(settingsImageKey);

/** Checks, re-encodes and stores one image with its small variant; answers the stored name. */
export async function storeSettingsImage(
  images: ImageProcessor,
  storage: FileStorage,
  kind: SettingsImage,
  input: Buffer,
): Promise<string> {
  const processed = await images.process(input, SETTINGS_IMAGE_EDGES[kind]);
  const base = randomUUID();
  for (const variant of processed.variants) {
    await storage.put(settingsImageKey(`${base}${variant.suffix}.webp`), variant.buffer, variant.contentType);
  }
  return `${base}.webp`;
}
