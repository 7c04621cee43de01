import { AppBar, Box, Button, CircularProgress, LinearProgress, Link, Toolbar, Typography } from '@mui/material';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Link as RouterLink, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { logout } from '../auth/logout';
import { SessionWatcher } from '../auth/SessionWatcher';
import { sessionStore } from '../auth/session-store';
import { de } from '../i18n/de';
import { GlobalSnackbar } from '../notifications/GlobalSnackbar';
import { OfflineNotifier } from '../notifications/OfflineNotifier';
import { prefetchNextPages } from '../routing/prefetch';
import { PageTransition } from './PageTransition';

const fullHeight = {
  minHeight: '100vh',
  '@supports (min-height: 100dvh)': { minHeight: '100dvh' },
} as const;

interface MobileShellProps {
  children: ReactNode;
  /** Shows a thin progress bar under the header (e.g. while a lazy page is loading). */
  busy?: boolean;
  /** Right side of the header (login or logout). */
  action?: ReactNode;
}

/**
 * Full-height mobile layout of the public pages (spec section 2): full width on phones, a centred
 * column on larger screens (600 px up to the md breakpoint, then 960 px). The header shows the
 * product name and links to the start page.
 */
export const MobileShell = ({ children, busy = false, action }: MobileShellProps) => (
  <Box sx={{ ...fullHeight, display: 'flex', justifyContent: 'center', bgcolor: 'background.default' }}>
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
    <Box
      sx={{
        ...fullHeight,
        width: '100%',
        maxWidth: { xs: '100%', sm: 600, md: 960 },
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        boxShadow: { xs: 0, sm: 3 },
      }}
    >
      <AppBar position="sticky" color="primary" elevation={0} component="header">
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flex: 1, letterSpacing: 0.2 }}
          >
            {de.productName}
          </Typography>
          {action}
        </Toolbar>
        {/* Only rendered while busy: a hidden bar would keep animating. */}
        {busy ? (
          <LinearProgress color="secondary" aria-label={de.common.loading} sx={{ height: 3 }} />
        ) : (
          <Box sx={{ height: 3 }} />
        )}
      </AppBar>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', px: { xs: 2, sm: 3 }, py: 3, outline: 'none' }}
      >
        {children}
      </Box>
    </Box>
  </Box>
);

/** Login or logout in the header, following the session. */
const SessionAction = () => {
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.user);
  const { pathname } = useLocation();
  if (user) {
    return (
      <Button color="inherit" onClick={() => void logout()}>
        {de.common.logout}
      </Button>
    );
  }
  if (pathname === '/login') return null;
  return (
    <Button color="inherit" component={RouterLink} to="/login">
      {de.common.login}
    </Button>
  );
};

/** Layout route element for all public pages: shell, page transition and the global services. */
export const MobileLayout = () => {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  useEffect(() => prefetchNextPages(pathname), [pathname]);
  return (
    <MobileShell busy={navigation.state === 'loading'} action={<SessionAction />}>
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
