/** sRGB hex colours as designers pick them, converted where glTF wants linear factors. */
export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => ((value >> shift) & 0xff) / 255;
  return [channel(16), channel(8), channel(0)];
}

const toLinear = (channel: number): number =>
  channel <= 0.04045 ? channel / 12.92 : Math.pow((channel + 0.055) / 1.055, 2.4);

/** glTF's baseColorFactor is linear, unlike the sRGB values in a palette. */
export function hexToLinear(hex: string): Rgb {
  const [r, g, b] = hexToRgb(hex);
  return [toLinear(r), toLinear(g), toLinear(b)];
}

/** Scales an sRGB colour's brightness, for simple shading in the 2D drawings. */
export function shade(hex: string, factor: number): string {
  const toHex = (channel: number) =>
    Math.round(Math.min(1, Math.max(0, channel * factor)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hexToRgb(hex).map(toHex).join('')}`;
}
