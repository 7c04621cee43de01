import { THEME_COLORS } from '../constants/theme-colors.js';

/** Contrast a focus indicator needs against the colours next to it (WCAG 2.2, 1.4.11 and 2.4.13). */
export const FOCUS_RING_MIN_CONTRAST = 3;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The WCAG relative luminance of a `#rgb` or `#rrggbb` colour; null for anything else. */
export function relativeLuminance(colour: string): number | null {
  if (!HEX.test(colour)) return null;
  const digits = colour.length === 4 ? [...colour.slice(1)].map((digit) => digit + digit).join('') : colour.slice(1);
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG contrast ratio of two colours (1 to 21); 1 when one of them is no hex colour. */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  if (a === null || b === null) return 1;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const worstContrast = (colour: string, against: string[]) =>
  Math.min(...against.map((other) => contrastRatio(colour, other)));

const GREYS = Array.from({ length: 256 }, (_, level) => `#${level.toString(16).padStart(2, '0').repeat(3)}`);

export interface FocusRingSurfaces {
  /** Where the ring is drawn: the page backgrounds (it sits outside the control, with an offset). */
  backgrounds: string[];
  /** The controls it surrounds, e.g. the vendor's primary colour of the main buttons. */
  controls: string[];
}

/**
 * The colour of the keyboard focus ring. The brand's near-black when it keeps 3:1 against every
 * background and control; otherwise (a dark vendor colour) the grey that keeps 3:1 against the
 * backgrounds and contrasts most with the controls, or, should none keep 3:1, the grey with the
 * best worst case.
 */
export function focusRingColor({ backgrounds, controls }: FocusRingSurfaces): string {
  const preferred = THEME_COLORS.secondary;
  if (worstContrast(preferred, [...backgrounds, ...controls]) >= FOCUS_RING_MIN_CONTRAST) return preferred;
  const onBackgrounds = GREYS.filter((grey) => worstContrast(grey, backgrounds) >= FOCUS_RING_MIN_CONTRAST);
  const candidates = onBackgrounds.length > 0 ? onBackgrounds : GREYS;
  const against = onBackgrounds.length > 0 && controls.length > 0 ? controls : [...backgrounds, ...controls];
  return candidates.reduce((best, grey) => (worstContrast(grey, against) > worstContrast(best, against) ? grey : best));
}
