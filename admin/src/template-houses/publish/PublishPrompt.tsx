import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import type { PublishCheck } from '@hauskonfig/shared';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { PublishRefusalDialog } from './PublishRefusalDialog';
import { usePublishHouse } from './use-publish-house';

interface PublishPromptProps {
  houseId: string | null;
  /** What publishing needs, as the form behind the prompt shows the house. */
  checks: PublishCheck[];
  onClose: () => void;
}

/**
 * Offered after saving a complete, unpublished house (spec section 4): "publish now" or
 * "later". It lists what the house has, from the same state as the form behind it, so it never
 * says more than the form shows; should that lack something, it says what and offers only
 * "later". `onClose` runs once the question is answered (and a refusal, if any, was read).
 */
export const PublishPrompt = ({ houseId, checks, onClose }: PublishPromptProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const { publish, pending, refusal, dismissRefusal } = usePublishHouse();
  const complete = checks.every((item) => item.met);

  const publishNow = async () => {
    if (houseId && (await publish(houseId, true))) onClose();
  };

  return (
    <>
      <Dialog open={houseId !== null && refusal === null} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('app.templateHouses.publish.promptTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(complete ? 'app.templateHouses.publish.promptText' : 'app.templateHouses.publish.missingTitle')}
          </DialogContentText>
          <List dense aria-label={translate('app.templateHouses.publish.checksLabel')}>
            {checks.map((item) => (
              <ListItem key={item.field} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {item.met ? (
                    <CheckCircleIcon color="success" titleAccess={translate('app.templateHouses.publish.present')} />
                  ) : (
                    <ErrorOutlineIcon color="warning" titleAccess={translate('app.templateHouses.publish.missing')} />
                  )}
                </ListItemIcon>
                <ListItemText primary={item.text} />
              </ListItem>
            ))}
          </List>
          {complete && <DialogContentText>{translate('app.templateHouses.publish.promptQuestion')}</DialogContentText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate('app.templateHouses.publish.later')}
          </Button>
          {complete && (
            <Button onClick={publishNow} disabled={pending} variant="contained" autoFocus>
              {translate('app.templateHouses.publish.now')}
            </Button>
          )}
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
