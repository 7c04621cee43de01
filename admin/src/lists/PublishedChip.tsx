import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Published or not, in words: a phone row has no column header to explain a tick. */
export const PublishedChip = ({ published }: { published: boolean }) => {
  const translate = useTranslate();
  return published ? (
    <Chip size="small" color="success" label={translate('app.lists.published')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('app.lists.unpublished')} />
  );
};
