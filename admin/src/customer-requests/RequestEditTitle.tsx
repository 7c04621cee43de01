import { Skeleton, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CustomerRequestRecord } from './request-types';

/** "Kundenanfrage Max Muster" as the page's heading and in the browser tab. */
export const RequestEditTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext<CustomerRequestRecord>();
  const title = record ? translate('app.customerRequests.edit.title', { name: record.fullName }) : null;
  return (
    <>
      {title && <title>{`${title} – ${translate('app.title')}`}</title>}
      <Typography variant="h5" component="h1" sx={{ flex: 1, alignSelf: 'center' }}>
        {title ?? <Skeleton width={280} />}
      </Typography>
    </>
  );
};
