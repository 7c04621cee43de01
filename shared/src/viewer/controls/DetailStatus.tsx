import { Alert, Button, Typography } from '@mui/material';
import { formatMessage } from '../../messages/format.js';
import { UI_MESSAGES } from '../../messages/ui-messages.de.js';
import type { DownloadProgress } from '../model/download-model.js';
import type { ModelLoadError } from '../model/model-load-error.js';
import { VIEWER_TARGET_PX } from './target-size.js';

/**
 * Why only the simplified preview is shown when the full model failed, with a retry. In the bar
 * below the picture, like the viewer's other notices: over the picture it hid a phone's house.
 */
export const DetailFailedNotice = ({ error, onRetry }: { error: ModelLoadError; onRetry: () => void }) => (
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
    {error.message !== UI_MESSAGES.viewer.loadFailed && ` ${error.message}`}
  </Alert>
);

/** While the preview model is shown: a small note in the picture's corner that the full model still streams. */
export const DetailProgress = ({ progress }: { progress: DownloadProgress }) => {
  const percent = progress === null ? null : Math.round(progress * 100);
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
