import sharp from 'sharp';
import { hexToRgb } from './colour.js';
import { seedOf } from './seeded-random.js';
import { SurfacePattern, TEXTURE_SIZE, normalPixels, patternPixels } from './texture-patterns.js';

/** A pattern as it goes into the GLB: JPEG colour (sRGB) and normal map. */
export interface SurfaceTextures {
  baseColor: Uint8Array;
  normal: Uint8Array;
}

/** How strongly each relief shows in the normal map; joints and seams more than plaster grain. */
const RELIEF: Record<SurfacePattern, number> = {
  plaster: 1.5,
  brick: 6,
  timber: 4,
  tiles: 5,
  seam: 8,
  deck: 5,
  gravel: 3,
  green: 2,
};

/**
 * Normal maps are stored at half the colour map's size: relief is read at a glance, and as the
 * web model's largest part (the converter keeps them JPEG) they decided its time on a phone network.
 */
const NORMAL_MAP_SIZE = TEXTURE_SIZE / 2;

const jpeg = (pixels: Uint8Array, size = TEXTURE_SIZE): Promise<Uint8Array> =>
  sharp(pixels, { raw: { width: TEXTURE_SIZE, height: TEXTURE_SIZE, channels: 3 } })
    .resize(size, size)
    .jpeg({ quality: 82, chromaSubsampling: '4:4:4' })
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

async function generate(pattern: SurfacePattern, colour: string): Promise<SurfaceTextures> {
  const { colour: tones, height } = patternPixels(pattern, hexToRgb(colour), seedOf(`${pattern}${colour}`));
  const bytes = new Uint8Array(tones.length);
  for (let i = 0; i < tones.length; i++) bytes[i] = Math.round(Math.min(1, Math.max(0, tones[i])) * 255);
  const [baseColor, normal] = await Promise.all([
    jpeg(bytes),
    jpeg(normalPixels(height, RELIEF[pattern]), NORMAL_MAP_SIZE),
  ]);
  return { baseColor, normal };
}

/** Houses share patterns (the same plaster colour, say); each is generated once per process. */
const cache = new Map<string, Promise<SurfaceTextures>>();

export function surfaceTextures(pattern: SurfacePattern, colour: string): Promise<SurfaceTextures> {
  const key = `${pattern}${colour}`;
  const cached = cache.get(key) ?? generate(pattern, colour);
  cache.set(key, cached);
  return cached;
}
