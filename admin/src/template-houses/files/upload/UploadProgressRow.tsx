import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { itemPercent, type UploadProgressItem } from './upload-progress';

const STATUS_TEXT = {
  waiting: 'app.templateHouses.upload.waiting',
  done: 'app.templateHouses.upload.done',
  failed: 'app.templateHouses.upload.failed',
} as const;

/** One upload of the progress dialog: file name and its own percentage or outcome. */
export const UploadProgressRow = ({ item }: { item: UploadProgressItem }) => {
  const translate = useTranslate();
  const state = item.status === 'sending' ? `${itemPercent(item)} %` : translate(STATUS_TEXT[item.status]);
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={item.name}
        secondary={state}
        slotProps={{ primary: { noWrap: true, title: item.name, variant: 'body2' } }}
      />
      {item.status === 'done' && <CheckCircle color="success" fontSize="small" aria-hidden />}
      {item.status === 'failed' && <ErrorOutlined color="error" fontSize="small" aria-hidden />}
    </ListItem>
  );
};
