import { BREAKPOINTS, THEME_COLORS } from '@hauskonfig/shared';
import { createTheme } from '@mui/material/styles';

/**
 * Brand theme of the public configurator (spec section 9): primary red unless the vendor chose
 * another primary colour, secondary near-black, accent white, error dark red; breakpoints
 * 600 / 960 / 1264 / 1904 px.
 */
export const createAppTheme = (primaryColor: string = THEME_COLORS.primary) =>
  createTheme({
    palette: {
      mode: 'light',
      // A vendor's light primary colour gets dark text: the contrast of text on it stays AA (4.5:1).
      contrastThreshold: 4.5,
      primary: { main: primaryColor },
      secondary: { main: THEME_COLORS.secondary, contrastText: THEME_COLORS.accent },
      error: { main: THEME_COLORS.error, contrastText: THEME_COLORS.accent },
      background: { default: '#eeeeee', paper: '#ffffff' },
    },
    breakpoints: {
      values: { xs: 0, ...BREAKPOINTS },
    },
    typography: {
      // Only locally installed fonts; nothing is loaded from the internet.
      fontFamily: 'Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 500, lineHeight: 1.25 },
      h2: { fontSize: '1.5rem', fontWeight: 500, lineHeight: 1.3 },
    },
    components: {
      MuiButton: {
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
      },
      // Upper case would spell "Maße" as "MASSE".
      MuiTab: {
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
      },
    },
  });
