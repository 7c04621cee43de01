import { useRecordContext, useTranslate } from 'react-admin';
import type { CustomerRequestRecord } from './request-types';

/** "Kundenanfrage: Max Mustermann" in the app bar. */
export const RequestEditTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext<CustomerRequestRecord>();
  return <>{translate('app.customerRequests.edit.title', { name: record?.fullName ?? '' })}</>;
};
