import { Dialog, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import type { ViewerModel } from '@hauskonfig/shared/viewer';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { StaffHouseViewer } from './StaffHouseViewer';

interface ModelPreviewDialogProps {
  open: boolean;
  onClose: () => void;
  name: string;
  model: ViewerModel | undefined;
  /** Files of a published house: AR apps may fetch them without the token. */
  publicFiles: boolean;
}

/** A live 3D preview of one model of the house form, in a dialog (full screen on phones). */
export const ModelPreviewDialog = ({ open, onClose, name, model, publicFiles }: ModelPreviewDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const title = translate('app.viewer.previewTitle', { name });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg" fullScreen={phone}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ p: { xs: 0, sm: 2 }, pt: 0 }}>
        {open && model && (
          <StaffHouseViewer
            models={[model]}
            title={name}
            publicFiles={publicFiles}
            onLeave={onClose}
            height={phone ? 'calc(100dvh - 80px)' : '70vh'}
          />
        )}
      </DialogContent>
    </Dialog>
  );
};
