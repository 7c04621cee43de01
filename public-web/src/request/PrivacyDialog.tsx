import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect } from 'react';
import { de } from '../i18n/de';
import { deConsent } from '../i18n/de-consent';
import { reloadVendorSettings, useVendorSettings, vendorSettingsStore } from '../vendor/vendor-settings';

/** The vendor's privacy text in a dialog, so the form and its input stay where they are. */
export const PrivacyDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { privacyText } = useVendorSettings();
  useEffect(() => {
    if (open && !vendorSettingsStore.isLoaded()) void reloadVendorSettings();
  }, [open]);
  // A heading line that repeats the dialog's title is left out.
  const paragraphs = privacyText
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph, index) => paragraph !== '' && !(index === 0 && paragraph === deConsent.dialogTitle));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="privacy-dialog-title" fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id="privacy-dialog-title">{deConsent.dialogTitle}</DialogTitle>
      {/* Focusable, so the long text scrolls with the keyboard too. */}
      <DialogContent dividers tabIndex={0}>
        {paragraphs.length === 0 ? (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} aria-hidden />
            {deConsent.loading}
          </Typography>
        ) : (
          paragraphs.map((paragraph, index) => (
            <Typography key={index} sx={{ whiteSpace: 'pre-line', mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} variant="contained" sx={{ minHeight: 44 }}>
          {de.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
