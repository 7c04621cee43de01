import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { PublishRefusal } from './use-publish-house';

/** Shows why the API refused to publish: its German list of what is still missing. */
export const PublishRefusalDialog = ({ refusal, onClose }: { refusal: PublishRefusal | null; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={refusal !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('app.templateHouses.publish.publish')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning">{refusal?.message}</Alert>
        <List dense aria-label={translate('app.templateHouses.publish.missingTitle')}>
          {refusal?.missing.map((item) => (
            <ListItem key={item}>{item}</ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
