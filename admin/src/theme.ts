import { BREAKPOINTS, THEME_COLORS } from '@hauskonfig/shared';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * Brand theme of the staff dashboard (spec section 9): primary red, secondary near-black,
 * accent white, error dark red; breakpoints 600 / 960 / 1264 / 1904 px.
 * Built on react-admin's default light theme so its component defaults stay in place.
 */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: THEME_COLORS.primary, contrastText: THEME_COLORS.accent },
    secondary: { main: THEME_COLORS.secondary, contrastText: THEME_COLORS.accent },
    error: { main: THEME_COLORS.error, contrastText: THEME_COLORS.accent },
    background: { default: '#fafafa', paper: '#ffffff' },
  },
  breakpoints: {
    values: { xs: 0, ...BREAKPOINTS },
  },
  typography: {
    h6: { fontWeight: 400 },
    // Only locally installed fonts; nothing is loaded from the internet.
    fontFamily: 'Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
  },
};
