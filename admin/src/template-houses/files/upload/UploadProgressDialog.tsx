import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  Typography,
} from '@mui/material';
import { PROGRESS_DIALOG_MAX_WIDTH } from '@hauskonfig/shared';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { totalPercent, type UploadProgressItem } from './upload-progress';
import { UploadProgressRow } from './UploadProgressRow';

export interface UploadProgressDialogProps {
  open: boolean;
  /** What is happening, e.g. UI_MESSAGES.upload.updatingHouse. */
  message: string;
  items: UploadProgressItem[];
  /** Uploads are sent and the server is still working (e.g. converting to USDZ). */
  processing?: boolean;
  /** Offered while processing: close the dialog and let the server finish on its own. */
  onContinueInBackground?: () => void;
}

/**
 * Modal progress of a multi-file upload (spec: total percentage, an expandable list with one row
 * per upload, a message; at most PROGRESS_DIALOG_MAX_WIDTH wide). Without onClose it cannot be
 * dismissed (Escape, backdrop) while files are being sent.
 */
export const UploadProgressDialog = ({
  open,
  message,
  items,
  processing = false,
  onContinueInBackground,
}: UploadProgressDialogProps) => {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const listId = useId();
  const total = totalPercent(items);

  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: PROGRESS_DIALOG_MAX_WIDTH, m: 1 } } }}
    >
      <DialogTitle id={titleId} variant="subtitle1" component="h2">
        {message}
      </DialogTitle>
      <DialogContent>
        {items.length > 0 && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LinearProgress
              variant="determinate"
              value={total}
              aria-label={translate('app.templateHouses.upload.total')}
              sx={{ flex: 1 }}
            />
            <Typography variant="body2">{total} %</Typography>
          </Box>
        )}
        {(processing || items.length === 0) && <LinearProgress aria-label={message} sx={{ mt: 1 }} />}
        {items.length > 0 && (
          <>
            <Button
              size="small"
              onClick={() => setExpanded(!expanded)}
              aria-expanded={expanded}
              aria-controls={listId}
              endIcon={expanded ? <ExpandLess /> : <ExpandMore />}
              sx={{ mt: 1, px: 0 }}
            >
              {translate(expanded ? 'app.templateHouses.upload.hideDetails' : 'app.templateHouses.upload.showDetails')}
            </Button>
            <Collapse in={expanded}>
              <List id={listId} dense disablePadding>
                {items.map((item) => (
                  <UploadProgressRow key={item.id} item={item} />
                ))}
              </List>
            </Collapse>
          </>
        )}
      </DialogContent>
      {processing && onContinueInBackground && (
        <DialogActions>
          <Button onClick={onContinueInBackground}>
            {translate('app.templateHouses.upload.continueInBackground')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
};
