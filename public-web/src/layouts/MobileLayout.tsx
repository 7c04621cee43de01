import type { ReactNode } from 'react';
import { AppBar, Box, CircularProgress, LinearProgress, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink, Outlet, useNavigation } from 'react-router';

const fullHeight = {
  minHeight: '100vh',
  '@supports (min-height: 100dvh)': { minHeight: '100dvh' },
} as const;

interface MobileShellProps {
  children: ReactNode;
  /** Shows a thin progress bar under the header (e.g. while a lazy page is loading). */
  busy?: boolean;
}

/**
 * Full-height mobile layout of the public pages: full width on phones, a centred column of at most
 * 600 px on larger screens. The header shows the product name and links to the start page.
 */
export const MobileShell = ({ children, busy = false }: MobileShellProps) => (
  <Box sx={{ ...fullHeight, display: 'flex', justifyContent: 'center', bgcolor: 'background.default' }}>
    <Box
      sx={{
        ...fullHeight,
        width: '100%',
        maxWidth: 600,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        boxShadow: { xs: 0, sm: 3 },
      }}
    >
      <AppBar position="sticky" color="primary" elevation={0}>
        <Toolbar>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 600 }}
          >
            Fertighaus-Konfigurator
          </Typography>
        </Toolbar>
        <LinearProgress
          color="secondary"
          aria-hidden={!busy}
          sx={{ height: 3, visibility: busy ? 'visible' : 'hidden' }}
        />
      </AppBar>
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', px: 2, py: 3 }}>
        {children}
      </Box>
    </Box>
  </Box>
);

/** Layout route element for all public pages. */
export const MobileLayout = () => {
  const navigation = useNavigation();
  return (
    <MobileShell busy={navigation.state === 'loading'}>
      <Outlet />
    </MobileShell>
  );
};

/** Shown while the first (lazy) page of a direct link is being loaded. */
export const MobileLayoutFallback = () => (
  <MobileShell busy>
    <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label="Seite wird geladen" />
    </Box>
  </MobileShell>
);
