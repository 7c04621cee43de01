import { ADMIN_PAGES } from '@hauskonfig/shared';
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
import { DataProtectionPage, SecondFactorPage } from './security';
import { SettingsPage } from './settings';
import { templateHouses } from './template-houses';
import { theme } from './theme';

/**
 * Staff dashboard, mounted by the browser router in main.tsx under `/admin/*`. The spec's admin
 * URLs: `/admin` is the request list (the spec's home), the overview lives at `/admin/overview`;
 * `/admin/customer-requests/edit/{id}` and `.../preview/{id}` are custom routes of the
 * customer-requests resource; template houses and contact people use react-admin's own paths; the
 * vendor's settings are one page, `/admin/settings`, and so are the price guide, `/admin/prices`,
 * data protection and security, `/admin/data-protection`, and one's own second factor,
 * `/admin/second-factor` (account menu). Any other path is the not-found page, which the server
 * answers with HTTP 404 (shared ADMIN_ROUTE_PATTERNS lists the pages).
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
      <Route path={ADMIN_PAGES.requestEdit} element={<RequestEdit />} />
      <Route path={ADMIN_PAGES.requestPreview} element={<RequestPreview />} />
      <Route path={ADMIN_PAGES.overview} element={<Dashboard />} />
      <Route path={ADMIN_PAGES.settings} element={<SettingsPage />} />
      <Route path={ADMIN_PAGES.prices} element={<PricesPage />} />
      <Route path={ADMIN_PAGES.dataProtection} element={<DataProtectionPage />} />
      <Route path={ADMIN_PAGES.secondFactor} element={<SecondFactorPage />} />
    </CustomRoutes>
  </Admin>
);
