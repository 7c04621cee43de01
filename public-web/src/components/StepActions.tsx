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
}

/**
 * Back and next of a flow step, kept at the bottom of the screen on phones so the main action is
 * always in reach of the thumb.
 */
export const StepActions = ({ back, next, onNext, nextLabel, nextDisabled, busy, children }: StepActionsProps) => (
  <Box
    data-step-actions
    sx={{
      // Sticky on phones (the main action in reach of the thumb); in the flow on larger screens.
      position: { xs: 'sticky', md: 'static' },
      bottom: 0,
      mt: 'auto',
      mx: { xs: -2, sm: -3 },
      px: { xs: 2, sm: 3 },
      pt: 2,
      pb: 'max(16px, env(safe-area-inset-bottom))',
      bgcolor: 'background.paper',
      borderTop: 1,
      borderColor: 'divider',
      zIndex: 2,
    }}
  >
    {children}
    <Box sx={{ display: 'flex', gap: 1.5 }}>
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
          sx={{ flex: 1, whiteSpace: 'nowrap' }}
        >
          {nextLabel ?? de.common.next}
        </Button>
      )}
    </Box>
  </Box>
);
