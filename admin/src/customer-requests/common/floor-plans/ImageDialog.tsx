import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button } from 'react-admin';
import { AuthorizedImage } from './AuthorizedImage';

interface ImageDialogProps {
  src: string | null;
  title: string;
  onClose: () => void;
}

/** An image at full size; it cannot open in a new tab because it may need the staff token. */
export const ImageDialog = ({ src, title, onClose }: ImageDialogProps) => (
  <Dialog open={src !== null} onClose={onClose} maxWidth="lg" fullWidth>
    <DialogTitle>{title}</DialogTitle>
    <DialogContent>{src && <AuthorizedImage src={src} alt={title} width="100%" height="70vh" />}</DialogContent>
    <DialogActions>
      <Button label="ra.action.close" onClick={onClose} />
    </DialogActions>
  </Dialog>
);
