import { Admin, CustomRoutes } from 'react-admin';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n/i18n-provider';
import { dataProvider } from './providers/data-provider';
import { theme } from './theme';

/**
 * Staff dashboard. It is mounted by the browser router in main.tsx under `/admin/*`;
 * `basename` tells react-admin to prefix its links with `/admin`.
 *
 * Resources (customer-requests, template-houses, contact-people) are registered here in later steps.
 * Until then the empty <CustomRoutes> keeps react-admin in its regular layout (dashboard and German
 * not-found page) instead of its built-in English "welcome" page for an app without routes.
 */
export const App = () => (
  <Admin
    basename="/admin"
    title="Verwaltung"
    i18nProvider={i18nProvider}
    theme={theme}
    dataProvider={dataProvider}
    dashboard={Dashboard}
    requireAuth={false}
    // No request to react-admin's telemetry server: nothing may be fetched from the internet.
    disableTelemetry
  >
    <CustomRoutes>{[]}</CustomRoutes>
  </Admin>
);
