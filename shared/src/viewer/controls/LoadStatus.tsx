import { Alert, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatMessage } from '../../messages/format.js';
import { UI_MESSAGES } from '../../messages/ui-messages.de.js';
import type { ModelState } from '../model/use-house-model.js';
import { DetailProgress } from './DetailStatus.js';
import { VIEWER_TARGET_PX } from './target-size.js';

/**
 * Download progress over the view, or the failure with a retry (spec sections 1 and 8); while a
 * preview model is shown, the full model's progress in a corner (its failure is a notice below
 * the picture, see DetailFailedNotice).
 */
export const LoadStatus = ({ state, onRetry }: { state: ModelState | undefined; onRetry: () => void }) => {
  if (state?.status === 'loading') {
    const percent = state.progress === null ? null : Math.round(state.progress * 100);
    const text =
      percent === null ? UI_MESSAGES.viewer.loading : formatMessage(UI_MESSAGES.viewer.loadingProgress, percent);
    return (
      <Overlay>
        <Paper sx={{ p: 2, width: 260, maxWidth: '90%' }}>
          <Typography variant="body2" gutterBottom role="status">
            {text}
          </Typography>
          <LinearProgress
            aria-label={UI_MESSAGES.viewer.loading}
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
          />
        </Paper>
      </Overlay>
    );
  }
  if (state?.status === 'error') {
    return (
      <Overlay>
        <Alert
          severity="error"
          sx={{ maxWidth: 420, mx: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry} sx={{ minHeight: VIEWER_TARGET_PX }}>
              {UI_MESSAGES.viewer.retry}
            </Button>
          }
        >
          {state.error.message}
        </Alert>
      </Overlay>
    );
  }
  if (state?.status === 'ready' && state.detailLoad?.status === 'loading') {
    return <DetailProgress progress={state.detailLoad.progress} />;
  }
  return null;
};

const Overlay = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      position: 'absolute',
      inset: 0,
      display: 'grid',
      placeItems: 'center',
      pointerEvents: 'none',
      '& > *': { pointerEvents: 'auto' },
    }}
  >
    {children}
  </Box>
);
