import { BREAKPOINTS, focusRingColor, THEME_COLORS } from '@hauskonfig/shared';
import { createTheme } from '@mui/material/styles';

const PAGE_BACKGROUNDS = ['#eeeeee', '#ffffff'];

/** Smallest touch target on phones and tablets (WCAG 2.5.5; Apple and Android ask for the same). */
const TOUCH_TARGET_PX = 44;

/**
 * The keyboard focus ring (WCAG 2.4.7 and 2.4.11): 3 px in `--focus-ring`, outside the control. The
 * colour is a CSS variable so surfaces in the brand colour (the header) can swap it for their text
 * colour, and the shared 3D viewer can use it without knowing the theme.
 */
const focusRing = { outline: '3px solid var(--focus-ring)', outlineOffset: 2 } as const;

/**
 * Brand theme of the public configurator (spec section 9): primary red unless the vendor chose
 * another primary colour, secondary near-black, accent white, error dark red; breakpoints
 * 600 / 960 / 1264 / 1904 px. Every control shows the focus ring when reached by keyboard, and
 * below the md breakpoint (phones, tablets) every control is a 44 px touch target.
 */
const createAppTheme = (primaryColor: string = THEME_COLORS.primary) => {
  const base = createTheme({
    palette: {
      mode: 'light',
      // A vendor's light primary colour gets dark text: the contrast of text on it stays AA (4.5:1).
      contrastThreshold: 4.5,
      primary: { main: primaryColor },
      secondary: { main: THEME_COLORS.secondary, contrastText: THEME_COLORS.accent },
      error: { main: THEME_COLORS.error, contrastText: THEME_COLORS.accent },
      background: { default: PAGE_BACKGROUNDS[0], paper: PAGE_BACKGROUNDS[1] },
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
  });
  const touch = base.breakpoints.down('md');
  const target = { [touch]: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } };
  const ring = focusRingColor({ backgrounds: PAGE_BACKGROUNDS, controls: [base.palette.primary.main] });

  return createTheme(base, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ':root': { '--focus-ring': ring },
          ':focus-visible': focusRing,
          // Headings and the main region get the focus from the code (after a page change), to be
          // announced; a ring there would look like a control.
          ':is(h1, main)[tabindex="-1"]:focus': { outline: 'none' },
        },
      },
      // Buttons, icon buttons, toggles, tabs, checkboxes, radios, menu entries: MUI removes the
      // browser's outline on them and marks keyboard focus with Mui-focusVisible.
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
      MuiButton: {
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600, ...target } },
      },
      MuiIconButton: { styleOverrides: { root: target } },
      MuiToggleButton: { styleOverrides: { root: target } },
      MuiCheckbox: { styleOverrides: { root: target } },
      MuiRadio: { styleOverrides: { root: target } },
      // Text fields and selects: the ring around the whole field, not the bare input inside it.
      MuiInputBase: {
        styleOverrides: {
          root: { '&:has(:focus-visible)': focusRing, [touch]: { minHeight: TOUCH_TARGET_PX } },
        },
      },
      // The ring passes behind a field's label, which keeps the gap the field's border leaves it.
      MuiFormControl: {
        styleOverrides: {
          root: {
            '&:has(.MuiInputBase-root :focus-visible) > .MuiInputLabel-shrink': {
              zIndex: 1,
              backgroundColor: base.palette.background.paper,
              boxShadow: `0 0 0 4px ${base.palette.background.paper}`,
            },
          },
        },
      },
      MuiSlider: {
        styleOverrides: {
          // The strip around the rail takes the tap: 2 × 21 px and the rail.
          root: { [touch]: { paddingTop: 21, paddingBottom: 21 } },
          thumb: { '&.Mui-focusVisible': focusRing },
        },
      },
      // On the brand-coloured header the ring takes the header's text colour (4.5:1 on it); the
      // header's links (name, logo) are touch targets like its buttons.
      MuiAppBar: {
        styleOverrides: {
          colorPrimary: { '--focus-ring': base.palette.primary.contrastText },
          root: { [touch]: { '& a': { minHeight: TOUCH_TARGET_PX, display: 'inline-flex', alignItems: 'center' } } },
        },
      },
      // Upper case would spell "Maße" as "MASSE".
      MuiTab: {
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
      },
    },
  });
};

let made: { primaryColor: string; theme: ReturnType<typeof createAppTheme> } | null = null;

/**
 * The theme for a primary colour, made once per colour: making it is one step of some 10 ms on a
 * phone that cannot be split, so the app's start makes it in a task of its own (main.tsx).
 */
export const appThemeFor = (primaryColor: string) => {
  if (made?.primaryColor !== primaryColor) made = { primaryColor, theme: createAppTheme(primaryColor) };
  return made.theme;
};
