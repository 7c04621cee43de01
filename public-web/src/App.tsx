import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routing/routes';
import { createAppTheme } from './theme';
import { useVendorSettings } from './vendor/vendor-settings';

const router = createBrowserRouter(routes);

export function App() {
  const { primaryColor } = useVendorSettings();
  const theme = useMemo(() => createAppTheme(primaryColor), [primaryColor]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
