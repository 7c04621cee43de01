import { Alert, AlertTitle, List, ListItem } from '@mui/material';
import type { PublishCheck } from '@hauskonfig/shared';
import { useTranslate } from 'react-admin';

/**
 * What the house still lacks for publishing (the shared rule the API applies), from the form
 * as it is now. Drafts may be saved incomplete; this tells staff what is missing.
 */
export const PublishChecklist = ({ checks }: { checks: PublishCheck[] }) => {
  const translate = useTranslate();
  const missing = checks.filter((item) => !item.met);
  if (missing.length === 0) return null;

  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
      <AlertTitle>{translate('app.templateHouses.publish.missingTitle')}</AlertTitle>
      <List dense disablePadding>
        {missing.map((item) => (
          <ListItem key={item.field} disableGutters>
            {item.text}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};
