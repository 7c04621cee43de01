import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Switch,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { SKIP_AR_USAGE_KEY } from '../../constants/storage-keys.js';
import { formatMessage } from '../../messages/format.js';
import { UI_MESSAGES } from '../../messages/ui-messages.de.js';

/** Scale of a house that may be resized in AR: it starts as a table-top model. */
export const MODEL_SCALE_DENOMINATOR = 20;

const arUsageSkipped = () => localStorage.getItem(SKIP_AR_USAGE_KEY) === 'true';

interface ArDialogProps {
  open: boolean;
  container?: Element | null;
  realSize: boolean;
  onRealSizeChange: (realSize: boolean) => void;
  onStart: () => void;
  onClose: () => void;
}

/** Before AR starts: the scale option and the usage hint with "do not show again" (spec section 8). */
export const ArDialog = ({ open, container, realSize, onRealSizeChange, onStart, onClose }: ArDialogProps) => {
  const titleId = useId();
  const [showHint] = useState(() => !arUsageSkipped());
  const [skipHint, setSkipHint] = useState(false);

  const start = () => {
    if (skipHint) localStorage.setItem(SKIP_AR_USAGE_KEY, 'true');
    onStart();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} container={container} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{showHint ? UI_MESSAGES.viewer.arUsageTitle : UI_MESSAGES.viewer.ar}</DialogTitle>
      <DialogContent>
        {showHint && <DialogContentText gutterBottom>{UI_MESSAGES.viewer.arUsageHint}</DialogContentText>}
        <FormControlLabel
          control={<Switch checked={realSize} onChange={(event) => onRealSizeChange(event.target.checked)} />}
          label={UI_MESSAGES.viewer.arRealSize}
        />
        {!realSize && (
          <Typography variant="caption" color="text.secondary" component="p">
            {formatMessage(UI_MESSAGES.viewer.arRealSizeHint, MODEL_SCALE_DENOMINATOR)}
          </Typography>
        )}
        {showHint && (
          <FormControlLabel
            control={<Checkbox checked={skipHint} onChange={(event) => setSkipHint(event.target.checked)} />}
            label={UI_MESSAGES.viewer.doNotShowAgain}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{UI_MESSAGES.viewer.close}</Button>
        <Button variant="contained" onClick={start}>
          {UI_MESSAGES.viewer.arStart}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
