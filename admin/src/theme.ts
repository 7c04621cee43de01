import { BREAKPOINTS, THEME_COLORS } from '@hauskonfig/shared';
import { deDE } from '@mui/material/locale';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { TextFieldRoot } from './forms/TextFieldRoot';

type ComponentOptions = NonNullable<RaThemeOptions['components']>;

/**
 * Adds MUI's German default texts (Autocomplete's "Leeren"/"Öffnen"/"Schließen", pagination and
 * Alert labels) to the given component options. Where both set a component's defaultProps (the
 * Autocomplete), the props are merged, so react-admin's layout defaults stay.
 */
function withGermanTexts(components: ComponentOptions): ComponentOptions {
  const merged: Record<string, unknown> = { ...components };
  for (const [name, german] of Object.entries(deDE.components ?? {})) {
    const own = (components as Record<string, { defaultProps?: object } | undefined>)[name];
    merged[name] = { ...own, defaultProps: { ...own?.defaultProps, ...german.defaultProps } };
  }
  return merged as ComponentOptions;
}

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
  components: {
    ...withGermanTexts(defaultLightTheme.components ?? {}),
    // The browser's validation bubbles are English (and differ per browser); every form shows
    // the app's German messages at its fields instead.
    RaSimpleForm: { defaultProps: { noValidate: true } },
    // react-admin's defaults (filled, dense, full width) with a root that drops the props of
    // MUI 7 react-admin still passes (`InputProps`, ...), which MUI 9 would leave on the root <div>.
    MuiTextField: {
      ...defaultLightTheme.components?.MuiTextField,
      defaultProps: { ...defaultLightTheme.components?.MuiTextField?.defaultProps, slots: { root: TextFieldRoot } },
    },
    // Keyboard focus plain to see on every button, link-button and menu item (WCAG 2.4.7): MUI
    // marks it with a faint ripple only. White on the dark navbar, near-black everywhere else.
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `3px solid ${THEME_COLORS.secondary}`, outlineOffset: 2 },
          '.MuiAppBar-root &.Mui-focusVisible': { outlineColor: THEME_COLORS.accent },
        },
      },
    },
  },
};
