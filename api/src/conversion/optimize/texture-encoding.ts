import { Texture } from '@gltf-transform/core';
import { getTextureColorSpace } from '@gltf-transform/functions';

/** How one texture is re-encoded for the web. */
export interface TextureEncoding {
  targetFormat: 'webp' | 'jpeg';
  lossless: boolean;
}

/**
 * WebP throughout where it pays: three.js reads EXT_texture_webp in every current browser, lossy
 * WebP is clearly smaller than JPEG at the same quality and keeps alpha, so one format covers
 * opaque photos and cut-outs. Data textures (normal, occlusion, roughness/metalness) are not
 * colours: lossy WebP always subsamples chroma (4:2:0), which would smear their independent
 * channels, so a lossless source becomes lossless WebP (same pixels, smaller than PNG) and a JPEG
 * stays JPEG, re-encoded without chroma subsampling.
 */
export function textureEncoding(texture: Texture): TextureEncoding {
  if (getTextureColorSpace(texture) === 'srgb') return { targetFormat: 'webp', lossless: false };
  if (texture.getMimeType() === 'image/jpeg') return { targetFormat: 'jpeg', lossless: false };
  return { targetFormat: 'webp', lossless: true };
}
