import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { de } from '../i18n/de';

interface CloseableDialogProps {
  open: boolean;
  onClose: () => void;
  /** The title's id, which names the dialog. */
  titleId: string;
  title: string;
  /** The id of the text inside that describes the dialog. */
  descriptionId: string;
  children: ReactNode;
}

/** A dialog that only informs: its title, its content and one "Schließen" button. */
export const CloseableDialog = ({ open, onClose, titleId, title, descriptionId, children }: CloseableDialogProps) => (
  <Dialog
    open={open}
    onClose={onClose}
    aria-labelledby={titleId}
    aria-describedby={descriptionId}
    fullWidth
    maxWidth="sm"
  >
    <DialogTitle id={titleId}>{title}</DialogTitle>
    <DialogContent>{children}</DialogContent>
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onClose} variant="contained" sx={{ minHeight: 44 }}>
        {de.common.close}
      </Button>
    </DialogActions>
  </Dialog>
);
