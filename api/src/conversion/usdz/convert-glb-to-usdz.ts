import type { Texture } from '@gltf-transform/core';
import { ConversionError, NothingToDrawError } from '../conversion-error.js';
import { arNotes } from './ar-notes.js';
import { simplifyForAr } from './ar-simplify.js';
import { assertPackageSize } from './package-size.js';
import { texturesUsedBy } from './preview-surface.js';
import { readGlb } from './read-glb.js';
import { planScene } from './scene-plan.js';
import { textureFiles } from './texture-files.js';
import { writeLayer } from './usd-layer.js';
import { MAX_LAYER_VALUES } from './usdz-limits.js';
import { DEFAULT_MAX_TEXTURE_PIXELS } from '../texture-limit.js';
import { type PackageEntry, packUsdz } from './usdz-zip.js';

export interface UsdzStats {
  meshes: number;
  materials: number;
  textures: number;
  triangles: number;
  /** Triangles as written before simplifying for AR (see ar-simplify.ts); null when not simplified. */
  simplifiedFrom: number | null;
}

export interface UsdzConversion {
  usdz: Uint8Array;
  stats: UsdzStats;
  /** German notes on what the USDZ shows differently from the model (see ar-notes.ts). */
  notes: string[];
}

export interface UsdzConversionOptions {
  /** Called with increasing fractions from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Largest texture in pixels (width × height from its header); DEFAULT_MAX_TEXTURE_PIXELS if absent. */
  maxTexturePixels?: number;
}

const ROOT_LAYER = 'model.usda';
// Share of the progress bar reached after reading the model and after preparing textures.
const READ_DONE = 0.2;
const TEXTURES_DONE = 0.3;
const MESHES_DONE = 0.95;

/** The layer and texture files, built in a scope of their own so the glTF document can be freed. */
async function packageEntries(
  glb: Uint8Array,
  progress: (fraction: number) => void,
  maxTexturePixels: number,
): Promise<{ entries: PackageEntry[]; stats: UsdzStats; notes: string[] }> {
  const document = await readGlb(glb);
  const simplifiedFrom = await simplifyForAr(document);
  progress(READ_DONE);

  const plan = planScene(document);
  if (plan.meshCount === 0) throw new NothingToDrawError();
  if (plan.values > MAX_LAYER_VALUES) {
    throw new ConversionError(
      `Das Modell ist für AR zu groß: ${plan.triangles} Dreiecke ergäben rund ${Math.round(plan.values / 1e6)} Mio. ` +
        `Zahlenwerte, möglich sind ${MAX_LAYER_VALUES / 1e6} Mio. Bitte das Modell vereinfachen.`,
    );
  }
  const textures = new Set<Texture>(plan.materials.flatMap(({ material }) => texturesUsedBy(material)));
  const files = await textureFiles(textures, maxTexturePixels);
  progress(TEXTURES_DONE);

  let meshesDone = 0;
  const layer = writeLayer(plan, files, () =>
    progress(TEXTURES_DONE + ((MESHES_DONE - TEXTURES_DONE) * ++meshesDone) / plan.meshCount),
  );
  if (layer.meshes === 0) throw new NothingToDrawError();
  return {
    entries: [
      { path: ROOT_LAYER, chunks: layer.chunks },
      ...[...files.values()].map((file) => ({ path: file.path, chunks: [file.data] })),
    ],
    stats: {
      meshes: layer.meshes,
      materials: plan.materials.length,
      textures: files.size,
      triangles: layer.triangles,
      simplifiedFrom,
    },
    notes: arNotes(document, files, simplifiedFrom === null ? null : { from: simplifiedFrom, to: layer.triangles }),
  };
}

/**
 * Converts a GLB into a USDZ for AR Quick Look: one self-contained USDA layer (Y up, metres) with
 * the node hierarchy, one Mesh per primitive and one UsdPreviewSurface per material, textures as
 * PNG/JPEG files beside it. Throws ConversionError for input that cannot become a USDZ.
 */
export async function convertGlbToUsdz(glb: Uint8Array, options: UsdzConversionOptions = {}): Promise<UsdzConversion> {
  const progress = options.onProgress ?? (() => undefined);
  progress(0);
  const { entries, stats, notes } = await packageEntries(
    glb,
    progress,
    options.maxTexturePixels ?? DEFAULT_MAX_TEXTURE_PIXELS,
  );
  const usdz = packUsdz(entries);
  assertPackageSize(usdz.byteLength);
  progress(1);
  return { usdz, stats, notes };
}
