import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { de } from '../i18n/de';

interface StepActionsProps {
  back?: string;
  /** Where "next" leads; or use onNext for an action. */
  next?: string;
  onNext?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  busy?: boolean;
  /** Extra content above the buttons (e.g. a hint). */
  children?: ReactNode;
  /** Only on phones (a page that shows its main action elsewhere on desktops). */
  phoneOnly?: boolean;
}

/**
 * Back and next of a flow step, stuck to the bottom of the window on every screen, so the main
 * action stays in sight on long pages (in reach of the thumb on phones). It stays in the page's
 * flow, so at the end of the page it covers nothing; the layout scrolls focused fields clear of it.
 */
export const StepActions = ({
  back,
  next,
  onNext,
  nextLabel,
  nextDisabled,
  busy,
  children,
  phoneOnly = false,
}: StepActionsProps) => (
  <Box
    data-step-actions
    sx={{
      display: phoneOnly ? { xs: 'block', md: 'none' } : 'block',
      position: 'sticky',
      bottom: 0,
      mt: 'auto',
      // Across the whole width on phones and tablets; aligned with the content column on desktops.
      mx: { xs: -2, sm: -3, md: 0 },
      px: { xs: 2, sm: 3, md: 0 },
      pt: 2,
      pb: 'max(16px, env(safe-area-inset-bottom))',
      bgcolor: 'background.paper',
      borderTop: 1,
      borderColor: 'divider',
      boxShadow: { xs: '0 -4px 12px rgba(0, 0, 0, 0.06)', md: 'none' },
      zIndex: 2,
    }}
  >
    {children}
    <Box sx={{ display: 'flex', gap: 1.5, justifyContent: { md: 'space-between' } }}>
      {back && (
        // Icon only on phones, so the main action keeps its one-line label.
        <Button
          component={RouterLink}
          to={back}
          variant="outlined"
          color="secondary"
          aria-label={de.common.back}
          sx={{ minWidth: 0, px: { xs: 1.5, sm: 2 } }}
        >
          <ArrowBackIcon fontSize="small" />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1 }}>
            {de.common.back}
          </Box>
        </Button>
      )}
      {(next || onNext) && (
        <Button
          // A disabled step is a real disabled button, not a link that only looks disabled.
          {...(next && !nextDisabled ? { component: RouterLink, to: next } : { onClick: onNext })}
          variant="contained"
          size="large"
          disabled={nextDisabled || busy}
          endIcon={busy ? <CircularProgress size={18} color="inherit" /> : <ArrowForwardIcon />}
          sx={{ flex: { xs: 1, md: '0 1 auto' }, minWidth: { md: 320 }, ml: { md: 'auto' }, whiteSpace: 'nowrap' }}
        >
          {nextLabel ?? de.common.next}
        </Button>
      )}
    </Box>
  </Box>
);
