import { CssBaseline, ThemeProvider } from '@mui/material';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routing/routes';
import { theme } from './theme';

const router = createBrowserRouter(routes);

export const App = () => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <RouterProvider router={router} />
  </ThemeProvider>
);
