import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ErrorPage } from './ErrorPage';
import { OfflineNotifier } from './OfflineNotifier';
import { TopBar } from './TopBar';

/** Top navigation only: the spec's admin has no side menu (phones get a menu in the navbar instead). */
const NoSidebar = () => null;

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout
    appBar={TopBar}
    sidebar={NoSidebar}
    error={ErrorPage}
    // Narrower margins on a phone leave its 390 px to the content. The space below lets the end
    // of a page scroll clear of the fixed save toolbar and of react-admin's floating create
    // button, which covers 60 to 116 px above the screen's bottom: a list's last row and its page
    // buttons end 128 px above it.
    sx={{ '& .RaLayout-content': { px: { xs: 1, sm: 2, md: 3 }, pt: 2, pb: { xs: 16, md: 0 } } }}
  >
    {/* The general title until a page names itself (see PageHeader); index.html has none. */}
    <title>Verwaltung – Fertighaus-Konfigurator</title>
    <OfflineNotifier />
    {children}
  </Layout>
);
