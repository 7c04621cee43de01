export const THEME_COLORS = {
  primary: '#e30613',
  secondary: '#1d1d1b',
  accent: '#ffffff',
  error: '#a4000f',
} as const;
