import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { logUnexpectedError } from './routing/log-unexpected-error';
import { routes } from './routing/routes';
import { startupStyles } from './styles/startup-style-cache';
import { appThemeFor } from './theme';
import { useVendorSettings } from './vendor/vendor-settings';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The site's router; creating it matches the address and starts the first page's loaders. */
export const createAppRouter = (): AppRouter => createBrowserRouter(routes);

export function App({ router }: { router: AppRouter }) {
  const { primaryColor } = useVendorSettings();
  const theme = appThemeFor(primaryColor);
  return (
    <CacheProvider value={startupStyles.cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} onError={logUnexpectedError} />
      </ThemeProvider>
    </CacheProvider>
  );
}
