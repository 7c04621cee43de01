import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { authProvider } from './auth/auth-provider';
import { contactPeople } from './contact-people';
import { customerRequests, RequestEdit, RequestHome, RequestPreview } from './customer-requests';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n/i18n-provider';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { NotFoundPage } from './layout/ErrorPage';
import { LoginPage } from './layout/LoginPage';
import { PricesPage } from './prices';
import { dataProvider } from './providers/data-provider';
import { SettingsPage } from './settings';
import { templateHouses } from './template-houses';
import { theme } from './theme';

/**
 * Staff dashboard, mounted by the browser router in main.tsx under `/admin/*`. The spec's admin
 * URLs: `/admin` is the request list (the spec's home), the overview lives at `/admin/overview`;
 * `/admin/customer-requests/edit/{id}` and `.../preview/{id}` are custom routes of the
 * customer-requests resource; template houses and contact people use react-admin's own paths; the
 * vendor's settings are one page, `/admin/settings`, and so is the price guide, `/admin/prices`.
 */
export const App = () => (
  <Admin
    basename="/admin"
    title="Verwaltung"
    i18nProvider={i18nProvider}
    theme={theme}
    dataProvider={dataProvider}
    authProvider={authProvider}
    loginPage={LoginPage}
    layout={AppLayout}
    notification={AppNotification}
    dashboard={RequestHome}
    catchAll={NotFoundPage}
    requireAuth={false}
    // No request to react-admin's telemetry server: nothing may be fetched from the internet.
    disableTelemetry
  >
    <Resource name="customer-requests" {...customerRequests} />
    <Resource name="template-houses" {...templateHouses} />
    <Resource name="contact-people" {...contactPeople} />
    <CustomRoutes>
      <Route path="/customer-requests/edit/:id" element={<RequestEdit />} />
      <Route path="/customer-requests/preview/:id" element={<RequestPreview />} />
      <Route path="/overview" element={<Dashboard />} />
      <Route path="/settings" element={<SettingsPage />} />
      <Route path="/prices" element={<PricesPage />} />
    </CustomRoutes>
  </Admin>
);
