import { SAVED_PLAN_QUERY_PARAM, type SavedPlanReceiptDto } from '@hauskonfig/shared';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { de } from '../i18n/de';
import { deSavedPlan } from '../i18n/de-saved-plan';
import { formatDay } from '../utils/format';
import { CopyButton } from './CopyButton';

/** The link that opens a saved plan on any device. */
const savedPlanLink = (code: string): string =>
  `${window.location.origin}/login?${new URLSearchParams({ [SAVED_PLAN_QUERY_PARAM]: code })}`;

interface SavedPlanDialogProps {
  open: boolean;
  receipt: SavedPlanReceiptDto;
  onClose: () => void;
}

/** After saving: the code large and readable, until when it works, the link, and how to use them. */
export const SavedPlanDialog = ({ open, receipt, onClose }: SavedPlanDialogProps) => {
  const [copyFailed, setCopyFailed] = useState(false);
  const link = savedPlanLink(receipt.code);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="saved-plan-title"
      aria-describedby="saved-plan-note"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="saved-plan-title">{deSavedPlan.dialogTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {deSavedPlan.codeLabel}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 0.5 }}>
          <Typography
            data-saved-plan-code
            sx={{
              fontSize: { xs: '2.4rem', sm: '2.8rem' },
              fontWeight: 700,
              letterSpacing: '0.18em',
              fontVariantNumeric: 'tabular-nums',
              lineHeight: 1.2,
            }}
          >
            {receipt.code}
          </Typography>
          <CopyButton text={receipt.code} label={deSavedPlan.copyCode} onFailure={() => setCopyFailed(true)} />
        </Box>
        <Typography sx={{ fontWeight: 600, mb: 2.5 }}>
          {deSavedPlan.validUntil(formatDay(receipt.expiresAt))}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, alignItems: 'stretch' }}>
          <TextField
            label={deSavedPlan.linkLabel}
            value={link}
            fullWidth
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <CopyButton text={link} label={deSavedPlan.copyLink} onFailure={() => setCopyFailed(true)} />
        </Box>
        {copyFailed && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {deSavedPlan.copyFailed}
          </Alert>
        )}
        <Typography id="saved-plan-note" sx={{ mt: 2.5 }}>
          {deSavedPlan.anyDevice}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained" sx={{ minHeight: 44 }}>
          {de.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
