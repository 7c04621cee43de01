import Close from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery, useTheme } from '@mui/material';
import type { PropertyShape } from '@hauskonfig/shared';
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
  /** The house's own plot shape, shown around it. */
  propertyShape: PropertyShape | null;
}

/**
 * A live 3D preview of one model of the house form, in a dialog (full screen on phones). The
 * dialog's close button is the one way out (the viewer gets no leave button of its own): on a
 * phone there is no backdrop to tap, and it stays while the viewer loads or has failed.
 */
export const ModelPreviewDialog = ({
  open,
  onClose,
  name,
  model,
  publicFiles,
  propertyShape,
}: ModelPreviewDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  // Phones, upright or turned (a landscape phone is wider than 600 px but low): the whole screen.
  const phone = useMediaQuery(`${useTheme().breakpoints.down('sm')}, (max-height: 599.95px)`);
  const title = translate('app.viewer.previewTitle', { name });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg" fullScreen={phone}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 12 }}
      >
        <Close />
      </IconButton>
      <DialogContent sx={{ p: { xs: 0, sm: 2 }, pt: 0 }}>
        {open && model && (
          <StaffHouseViewer
            models={[model]}
            title={name}
            publicFiles={publicFiles}
            propertyShape={propertyShape}
            height={phone ? 'calc(100dvh - 80px)' : '70vh'}
          />
        )}
      </DialogContent>
    </Dialog>
  );
};
