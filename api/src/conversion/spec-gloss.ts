import type { Document } from '@gltf-transform/core';
import { metalRough } from '@gltf-transform/functions';
import { formatMessage, MODEL_CONVERSION_MESSAGES } from '@hauskonfig/shared';
import { ConversionError } from './conversion-error.js';
import { technicalDetail } from './reader-error-message.js';

const SPEC_GLOSS = 'KHR_materials_pbrSpecularGlossiness';

/**
 * Converts specular-glossiness materials to metal-roughness (glTF Transform's `metalRough`):
 * three.js no longer reads the old extension and UsdPreviewSurface gets metal-rough inputs, so
 * without this both outputs showed such a model as untextured white metal. True when it did.
 */
export async function specGlossToMetalRough(document: Document): Promise<boolean> {
  const used = document
    .getRoot()
    .listExtensionsUsed()
    .some((extension) => extension.extensionName === SPEC_GLOSS);
  if (!used) return false;
  try {
    await document.transform(metalRough());
    return true;
  } catch (error) {
    // Its textures are decoded and re-packed: one that cannot be read never will be.
    throw new ConversionError(formatMessage(MODEL_CONVERSION_MESSAGES.unreadable, technicalDetail(error)), {
      cause: error,
    });
  }
}
