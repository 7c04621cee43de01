/** Minimum viewport widths in px at which each layout size starts. */
export const BREAKPOINTS = {
  sm: 600,
  md: 960,
  lg: 1264,
  xl: 1904,
} as const;
