import { Box, Button, CircularProgress, GlobalStyles, Link } from '@mui/material';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Link as RouterLink, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { logout } from '../auth/logout';
import { SessionWatcher } from '../auth/SessionWatcher';
import { sessionStore } from '../auth/session-store';
import { de } from '../i18n/de';
import { contentColumn } from '../frame/content-column';
import { SiteFooter } from '../frame/SiteFooter';
import { SiteHeader } from '../frame/SiteHeader';
import { GlobalSnackbar } from '../notifications/GlobalSnackbar';
import { OfflineNotifier } from '../notifications/OfflineNotifier';
import { prefetchNextPages } from '../routing/prefetch';
import { PageTransition } from './PageTransition';

const fullHeight = {
  minHeight: '100vh',
  '@supports (min-height: 100dvh)': { minHeight: '100dvh' },
} as const;

/**
 * Route handle for the page column: `full` for a page that lays out its own width (the start
 * page's hero spans the window), `narrow` for forms and texts, which read badly across 1200 px.
 */
export interface FrameHandle {
  width?: 'full' | 'narrow';
}

const NARROW_MAX_WIDTH = 880;

interface MobileShellProps {
  children: ReactNode;
  /** Shows a thin progress bar under the header (e.g. while a lazy page is loading). */
  busy?: boolean;
  /** Right side of the header (login or logout). */
  action?: ReactNode;
  width?: FrameHandle['width'];
}

/**
 * Full-height layout of the public pages (spec section 2): header and footer across the window,
 * the page in a column of the whole width on phones and up to 1200 px on desktops. A step's
 * actions stick to the bottom of the window; what they could cover is scrolled clear of them.
 */
export const MobileShell = ({ children, busy = false, action, width }: MobileShellProps) => (
  <Box sx={{ ...fullHeight, display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}>
    <GlobalStyles styles={{ 'html:has([data-step-actions])': { scrollPaddingBottom: 104 } }} />
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        p: 1,
        bgcolor: 'background.paper',
        '&:focus': { top: 8 },
      }}
    >
      {de.common.skipToContent}
    </Link>
    <SiteHeader busy={busy} action={action} />
    <Box
      component="main"
      id="main"
      tabIndex={-1}
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        outline: 'none',
        ...(width === 'full'
          ? { width: '100%' }
          : { ...contentColumn, py: { xs: 3, md: 4 }, ...(width === 'narrow' && { maxWidth: NARROW_MAX_WIDTH }) }),
      }}
    >
      {children}
    </Box>
    <SiteFooter />
  </Box>
);

/** Login or logout in the header, following the session. */
const SessionAction = () => {
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.user);
  const { pathname } = useLocation();
  if (user) {
    return (
      <Button variant="outlined" color="secondary" onClick={() => void logout()} sx={{ minHeight: 44 }}>
        {de.common.logout}
      </Button>
    );
  }
  if (pathname === '/login') return null;
  return (
    <Button variant="outlined" color="secondary" component={RouterLink} to="/login" sx={{ minHeight: 44 }}>
      {de.common.login}
    </Button>
  );
};

/** Layout route element for all public pages: shell, page transition and the global services. */
export const MobileLayout = () => {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const width = (matches[matches.length - 1]?.handle as FrameHandle | undefined)?.width;
  useEffect(() => prefetchNextPages(pathname), [pathname]);
  return (
    <MobileShell busy={navigation.state === 'loading'} action={<SessionAction />} width={width}>
      <PageTransition />
      <ScrollRestoration />
      <SessionWatcher />
      <OfflineNotifier />
      <GlobalSnackbar />
    </MobileShell>
  );
};

/** Shown while the first (lazy) page of a direct link is being loaded. */
export const MobileLayoutFallback = () => (
  <MobileShell busy>
    <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label={de.common.loading} />
    </Box>
  </MobileShell>
);
