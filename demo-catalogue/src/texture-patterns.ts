import { Rgb } from './colour.js';
import { seededRandom } from './seeded-random.js';

/** Edge length in pixels of every generated texture: sharp enough at house scale, quick to generate. */
export const TEXTURE_SIZE = 256;

export type SurfacePattern = 'plaster' | 'brick' | 'timber' | 'tiles' | 'seam' | 'deck' | 'gravel' | 'green';

/** A tileable surface: colour (sRGB, 0..1) and relief (0..1, high stands out) per pixel. */
export interface PatternPixels {
  colour: Float32Array;
  height: Float32Array;
}

/** How many metres one repeat of the texture covers, so joints and boards keep their real size. */
export const PATTERN_METRES: Record<SurfacePattern, number> = {
  plaster: 1.5,
  brick: 1,
  timber: 2,
  tiles: 2,
  seam: 2,
  deck: 1,
  gravel: 1,
  green: 1.5,
};

const N = TEXTURE_SIZE;
/** The patterns are drawn in a 512-unit square and sampled down to N pixels. */
const D = 512;
const wrap = (value: number) => ((value % D) + D) % D;

/** Smooth value noise that repeats every D units, with `cells` lattice cells across. */
function tiledNoise(random: () => number, cells: number): (x: number, y: number) => number {
  const lattice = Float64Array.from({ length: cells * cells }, random);
  const at = (i: number, j: number) =>
    lattice[(((j % cells) + cells) % cells) * cells + (((i % cells) + cells) % cells)];
  const smooth = (t: number) => t * t * (3 - 2 * t);
  return (x, y) => {
    const [fx, fy] = [(x / D) * cells, (y / D) * cells];
    const [i, j] = [Math.floor(fx), Math.floor(fy)];
    const [u, v] = [smooth(fx - i), smooth(fy - j)];
    const top = at(i, j) * (1 - u) + at(i + 1, j) * u;
    const bottom = at(i, j + 1) * (1 - u) + at(i + 1, j + 1) * u;
    return top * (1 - v) + bottom * v;
  };
}

type Shader = (x: number, y: number) => { tone: Rgb; height: number };

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const scaled = (c: Rgb, f: number): Rgb => [c[0] * f, c[1] * f, c[2] * f];

function shaders(base: Rgb, random: () => number): Record<SurfacePattern, Shader> {
  const fine = tiledNoise(random, 128);
  const coarse = tiledNoise(random, 8);
  const grain = tiledNoise(random, 64);
  /** One random value per brick, board or tile, drawn up front so the pattern tiles. */
  const perCell = Array.from({ length: 256 }, random);
  const mortar: Rgb = [0.72, 0.7, 0.66];
  return {
    plaster: (x, y) => {
      const n = fine(x, y) * 0.7 + coarse(x, y) * 0.3;
      return { tone: scaled(base, 0.92 + 0.12 * n), height: fine(x, y) };
    },
    // Running bond: 4 bricks per metre, 16 courses, every other course shifted by half a brick.
    brick: (x, y) => {
      const course = Math.floor(y / 32);
      const shifted = wrap(x + (course % 2) * 64);
      const brick = Math.floor(shifted / 128);
      const joint = y % 32 < 4 || shifted % 128 < 5;
      if (joint) return { tone: scaled(mortar, 0.9 + 0.1 * fine(x, y)), height: 0.2 };
      const own = perCell[(course * 4 + brick) % 256];
      return { tone: scaled(base, 0.8 + 0.3 * own + 0.1 * fine(x, y)), height: 0.8 + 0.2 * fine(x, y) };
    },
    // Vertical boards 12.5 cm wide with grain along them and a shadow gap between.
    timber: (x, y) => {
      const board = Math.floor(x / 32);
      const gap = x % 32 < 2;
      const streak = grain(x * 4, y / 8);
      const tone = scaled(base, 0.82 + 0.25 * perCell[board] + 0.18 * streak);
      return gap ? { tone: scaled(base, 0.35), height: 0 } : { tone, height: 0.7 + 0.3 * streak };
    },
    // Rows of tiles, each with a rounded profile and the shadow of the row above at its top.
    tiles: (x, y) => {
      const row = Math.floor(y / 64);
      const column = Math.floor(wrap(x + (row % 2) * 42) / 85);
      const across = (wrap(x + (row % 2) * 42) % 85) / 85;
      const down = (y % 64) / 64;
      const profile = Math.sin(across * Math.PI);
      const shadow = down < 0.12 ? 0.55 + 3 * down : 1;
      const own = perCell[(row * 6 + column) % 256];
      return {
        tone: scaled(base, (0.75 + 0.25 * profile) * shadow * (0.88 + 0.2 * own) + 0.04 * fine(x, y)),
        height: 0.5 * profile + 0.5 * down,
      };
    },
    // Standing seams every 50 cm; the sheet between them is smooth with a faint sheen.
    seam: (x) => {
      const from = x % 128;
      const rib = from < 6 ? 1 - Math.abs(from - 3) / 3 : 0;
      return { tone: scaled(base, 0.95 + 0.15 * rib + 0.05 * coarse(x, 0)), height: rib };
    },
    // Deck boards 12.5 cm wide along the texture's width.
    deck: (x, y) => {
      const board = Math.floor(y / 64);
      const gap = y % 64 < 4;
      const streak = grain(x / 8, y * 4);
      const tone = scaled(base, 0.8 + 0.25 * perCell[board] + 0.2 * streak);
      return gap ? { tone: scaled(base, 0.3), height: 0 } : { tone, height: 0.8 + 0.2 * streak };
    },
    gravel: (x, y) => {
      const pebble = fine(x, y);
      return { tone: mix(scaled(base, 0.75), scaled(base, 1.15), pebble), height: pebble };
    },
    green: (x, y) => {
      const patch = coarse(x, y);
      const moss: Rgb = [base[0] * 1.4, base[1] * 1.1, base[2] * 0.8];
      return { tone: scaled(mix(base, moss, patch), 0.8 + 0.35 * fine(x, y)), height: fine(x, y) };
    },
  };
}

/** Pixels of one pattern in `base` colour (sRGB 0..1), reproducible from `seed`. */
export function patternPixels(pattern: SurfacePattern, base: Rgb, seed: number): PatternPixels {
  const shade = shaders(base, seededRandom(seed))[pattern];
  const colour = new Float32Array(N * N * 3);
  const height = new Float32Array(N * N);
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const { tone, height: h } = shade((x * D) / N, (y * D) / N);
      const i = y * N + x;
      colour[i * 3] = tone[0];
      colour[i * 3 + 1] = tone[1];
      colour[i * 3 + 2] = tone[2];
      height[i] = h;
    }
  }
  return { colour, height };
}

/**
 * A tangent-space normal map from the relief (glTF convention: +X right, +Y up in the image),
 * as 8-bit RGB.
 */
export function normalPixels(height: Float32Array, strength: number): Uint8Array {
  const out = new Uint8Array(N * N * 3);
  const at = (x: number, y: number) => height[((y + N) % N) * N + ((x + N) % N)];
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const dx = (at(x + 1, y) - at(x - 1, y)) * strength;
      const dy = (at(x, y - 1) - at(x, y + 1)) * strength;
      const scale = 127.5 / Math.hypot(dx, dy, 1);
      const i = (y * N + x) * 3;
      out[i] = Math.round(127.5 - dx * scale);
      out[i + 1] = Math.round(127.5 - dy * scale);
      out[i + 2] = Math.round(127.5 + scale);
    }
  }
  return out;
}
