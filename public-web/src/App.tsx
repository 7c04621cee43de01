import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { logUnexpectedError } from './routing/log-unexpected-error';
import { routes } from './routing/routes';
import { startupStyles } from './styles/startup-style-cache';
import { createAppTheme } from './theme';
import { useVendorSettings } from './vendor/vendor-settings';

const router = createBrowserRouter(routes);

export function App() {
  const { primaryColor } = useVendorSettings();
  const theme = useMemo(() => createAppTheme(primaryColor), [primaryColor]);
  return (
    <CacheProvider value={startupStyles.cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} onError={logUnexpectedError} />
      </ThemeProvider>
    </CacheProvider>
  );
}
