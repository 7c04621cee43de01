import { VALIDATION_MESSAGES, formatMessage } from '@hauskonfig/shared';
import { germanNumber } from './german-number.js';
import { imageSize } from './image-size.js';

/** How a texture is named in messages: by its name, else by its position (counted from 1). */
export const textureLabel = (name: string, index: number) => (name ? `„${name}“` : `Nr. ${index + 1}`);

/**
 * Why a texture of a 3D model must not be decoded, or null: its header is unreadable, or it
 * declares more pixels than the image limit (MAX_IMAGE_PIXELS) allows. The size comes from the
 * header alone, so a tiny file declaring a huge image costs nothing to refuse.
 */
export function texturePixelProblem(label: string, image: Uint8Array, maxPixels: number): string | null {
  const size = imageSize(image);
  if (!size) return formatMessage(VALIDATION_MESSAGES.modelTextureUnreadable, label);
  if (size.width * size.height <= maxPixels) return null;
  return formatMessage(
    VALIDATION_MESSAGES.modelTextureTooLarge,
    label,
    `${size.width} × ${size.height}`,
    germanNumber(maxPixels / 1_000_000),
  );
}
