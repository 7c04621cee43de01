import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { App } from './App';

/**
 * Browser router with real paths (`/admin/customer-requests`, not react-admin's default hash router).
 * A data router is used so react-admin can block navigation on unsaved form changes.
 */
const router = createBrowserRouter([
  { path: '/admin/*', element: <App /> },
  // Anything outside /admin (only reachable on the dev server) goes to the dashboard.
  { path: '*', element: <Navigate to="/admin" replace /> },
]);

const container = document.getElementById('root');
if (!container) {
  throw new Error('Element #root fehlt in index.html');
}

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
