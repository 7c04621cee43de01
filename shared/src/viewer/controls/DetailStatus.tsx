import { Alert, Box, Button, Typography } from '@mui/material';
import { formatMessage } from '../../messages/format.js';
import { UI_MESSAGES } from '../../messages/ui-messages.de.js';
import type { DetailLoad } from '../model/use-house-model.js';
import { VIEWER_TARGET_PX } from './target-size.js';

/**
 * While the preview model is shown: a small note in the picture's corner that the full model
 * still streams, or, when it failed, why only the simplified view is there, with a retry.
 */
export const DetailStatus = ({ load, onRetry }: { load: DetailLoad; onRetry: () => void }) => {
  if (load.status === 'error') {
    return (
      <Box sx={{ position: 'absolute', left: 8, right: 8, bottom: 8, display: 'flex', justifyContent: 'center' }}>
        <Alert
          severity="warning"
          sx={{ maxWidth: 480 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry} sx={{ minHeight: VIEWER_TARGET_PX }}>
              {UI_MESSAGES.viewer.retry}
            </Button>
          }
        >
          {UI_MESSAGES.viewer.detailLoadFailed}
          {/* The general "could not be loaded" would only say it twice. */}
          {load.error.message !== UI_MESSAGES.viewer.loadFailed && ` ${load.error.message}`}
        </Alert>
      </Box>
    );
  }
  const percent = load.progress === null ? null : Math.round(load.progress * 100);
  return (
    <Typography
      role="status"
      variant="caption"
      data-testid="detail-status"
      sx={{
        position: 'absolute',
        left: 8,
        bottom: 8,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'rgba(255, 255, 255, 0.8)',
        color: 'text.primary',
        pointerEvents: 'none',
      }}
    >
      {percent === null
        ? UI_MESSAGES.viewer.detailLoading
        : formatMessage(UI_MESSAGES.viewer.detailLoadingProgress, percent)}
    </Typography>
  );
};
