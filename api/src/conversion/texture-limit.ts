import { texturePixelProblem } from '../files/images/texture-pixels.js';
import { ConversionError } from './conversion-error.js';

/**
 * The upload's default image limit (MAX_IMAGE_PIXELS); the worker passes the configured one. A
 * backstop for models stored before uploads checked their textures, or under a larger limit.
 */
export const DEFAULT_MAX_TEXTURE_PIXELS = 50_000_000;

/**
 * Refuses, before anything decodes it, a texture whose header is unreadable or declares more
 * pixels than allowed: decoding a 64-megapixel texture took the converter past 600 MB. Such a
 * model never converts, so the error is final (no retries).
 */
export function assertTextureWithin(label: string, image: Uint8Array, maxPixels: number): void {
  const problem = texturePixelProblem(label, image, maxPixels);
  if (problem) throw new ConversionError(problem);
}
