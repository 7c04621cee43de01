import ListIcon from '@mui/icons-material/List';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Skeleton, Stack } from '@mui/material';
import { LinkBase, useRecordContext, useTranslate } from 'react-admin';
import { PageHeader } from '../../layout/PageHeader';
import { useRequestPaths } from '../common/request-paths';
import type { CustomerRequestRecord } from '../request-types';

/**
 * The page's heading ("Kundenanfrage Max Muster", also the tab title), back to the list, and the
 * preview of what the customer sees; the buttons keep their text on phones.
 */
export const RequestEditActions = () => {
  const translate = useTranslate();
  const record = useRecordContext<CustomerRequestRecord>();
  const paths = useRequestPaths();
  if (!record) return <Skeleton variant="text" width={280} sx={{ fontSize: '1.5rem', my: 1 }} />;
  return (
    <PageHeader title={translate('app.customerRequests.edit.title', { name: record.fullName })}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button component={LinkBase} to={paths.list} startIcon={<ListIcon />}>
          {translate('app.customerRequests.edit.backToList')}
        </Button>
        <Button component={LinkBase} to={paths.preview(record.id)} startIcon={<VisibilityIcon />}>
          {translate('app.customerRequests.edit.preview')}
        </Button>
      </Stack>
    </PageHeader>
  );
};
