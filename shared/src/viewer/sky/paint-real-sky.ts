/**
 * Paints a summer sky as an equirectangular image (top half sky, bottom half hazy land), with
 * fractal-noise cumulus clouds that flatten towards the horizon. Made by code so nothing is
 * downloaded at run time; takes a few tens of milliseconds at 1024 × 512.
 */
export function paintRealSky(canvas: HTMLCanvasElement, seed = 7): void {
  const { width, height } = canvas;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  const image = context.createImageData(width, height);
  const noise = valueNoise(seed);
  const horizon = height / 2;

  for (let y = 0; y < height; y += 1) {
    // Elevation 1 at the zenith, 0 at the horizon, negative below.
    const elevation = (horizon - y) / horizon;
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 4;
      let r: number;
      let g: number;
      let b: number;
      if (elevation >= 0) {
        const t = Math.pow(elevation, 0.45);
        r = 198 + (58 - 198) * t;
        g = 222 + (118 - 222) * t;
        b = 240 + (204 - 240) * t;
        // Project the view ray onto a flat cloud layer above: clouds near the horizon are far
        // away, so small and flat, and the panorama has no seam.
        const azimuth = (x / width) * 2 * Math.PI;
        const distance = Math.min(24, 1 / Math.tan(Math.max(elevation, 0.02) * (Math.PI / 2)));
        const px = Math.cos(azimuth) * distance * CLOUD_SCALE + 100;
        const pz = Math.sin(azimuth) * distance * CLOUD_SCALE + 100;
        const cover = fbm(noise, px, pz);
        const cloud = smooth(0.5, 0.75, cover) * smooth(0.02, 0.12, elevation);
        const shade = 0.8 + 0.2 * smooth(0.4, 0.9, fbm(noise, px * 2 + 37, pz * 2 + 11));
        r += (255 * shade - r) * cloud;
        g += (255 * shade - g) * cloud;
        b += (255 * shade - b) * cloud;
      } else {
        const t = Math.min(1, -elevation * 4);
        r = 176 + (92 - 176) * t;
        g = 190 + (112 - 190) * t;
        b = 186 + (80 - 186) * t;
      }
      image.data[offset] = r;
      image.data[offset + 1] = g;
      image.data[offset + 2] = b;
      image.data[offset + 3] = 255;
    }
  }
  context.putImageData(image, 0, 0);
}

/** Lattice cells per unit of cloud-layer distance: about a dozen clouds across the sky. */
const CLOUD_SCALE = 2.2;

function smooth(edge0: number, edge1: number, value: number): number {
  const t = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

type Noise = (x: number, y: number) => number;

function fbm(noise: Noise, x: number, y: number): number {
  let sum = 0;
  let amplitude = 0.5;
  let frequency = 1;
  for (let octave = 0; octave < 5; octave += 1) {
    sum += amplitude * noise(x * frequency, y * frequency);
    amplitude *= 0.5;
    frequency *= 2.03;
  }
  return sum / 0.97;
}

/** Smooth value noise on a repeating 256 × 256 lattice. */
function valueNoise(seed: number): Noise {
  const size = 256;
  const values = new Float32Array(size * size);
  let state = seed;
  for (let i = 0; i < values.length; i += 1) {
    // A small LCG: the same sky on every device.
    state = (state * 1664525 + 1013904223) >>> 0;
    values[i] = state / 4294967296;
  }
  const at = (x: number, y: number) => values[(((y % size) + size) % size) * size + (((x % size) + size) % size)];
  return (x, y) => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * sx;
    const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * sx;
    return top + (bottom - top) * sy;
  };
}
