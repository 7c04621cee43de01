import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ErrorPage } from './ErrorPage';
import { OfflineNotifier } from './OfflineNotifier';
import { TopBar } from './TopBar';

/** Top navigation only: the spec's admin has no side menu. */
const NoSidebar = () => null;

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={TopBar} sidebar={NoSidebar} error={ErrorPage} sx={{ '& .RaLayout-content': { px: 3, pt: 2 } }}>
    {/* The page titles are React 19 <title> elements (index.html has none, so theirs wins). */}
    <title>Verwaltung – Fertighaus-Konfigurator</title>
    <OfflineNotifier />
    {children}
  </Layout>
);
