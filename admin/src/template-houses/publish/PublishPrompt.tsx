import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { PublishRefusalDialog } from './PublishRefusalDialog';
import { usePublishHouse } from './use-publish-house';

/**
 * Offered after saving a complete, unpublished house (spec section 4): "publish now" or
 * "later". `onClose` runs once the question is answered (and a refusal, if any, was read).
 */
export const PublishPrompt = ({ houseId, onClose }: { houseId: string | null; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const { publish, pending, refusal, dismissRefusal } = usePublishHouse();

  const publishNow = async () => {
    if (houseId && (await publish(houseId, true))) onClose();
  };

  return (
    <>
      <Dialog open={houseId !== null && refusal === null} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('app.templateHouses.publish.promptTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.templateHouses.publish.promptText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate('app.templateHouses.publish.later')}
          </Button>
          <Button onClick={publishNow} disabled={pending} variant="contained" autoFocus>
            {translate('app.templateHouses.publish.now')}
          </Button>
        </DialogActions>
      </Dialog>
      <PublishRefusalDialog
        refusal={refusal}
        onClose={() => {
          dismissRefusal();
          onClose();
        }}
      />
    </>
  );
};
