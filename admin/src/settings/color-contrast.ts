import { getContrastRatio } from '@mui/material/styles';

/** WCAG AA for normal text: the public site's buttons put white text on the primary colour. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The contrast of white text on a colour, cut (not rounded) to one decimal, so a ratio just below
 * the minimum never reads as the minimum itself.
 */
export function whiteTextContrast(color: string): number {
  return Math.floor(getContrastRatio(color, '#ffffff') * 10) / 10;
}

/** "4,5" rather than "4.5": the admin is German. */
export const formatRatio = (ratio: number): string => ratio.toFixed(1).replace('.', ',');
