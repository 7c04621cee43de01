import { isCustomerVisibleStatus } from '@hauskonfig/shared';
import { useTranslate } from 'react-admin';
import { ContactPersonInput } from '../../common/ContactPersonInput';
import { SectionCard } from '../../../layout/SectionCard';
import { StatusHistory } from './StatusHistory';
import { StatusInput } from '../../common/StatusInput';
import { useLiveRequest } from '../use-live-request';

/** Status and contact person, with the recorded status changes below. */
export const StatusCard = () => {
  const translate = useTranslate();
  const { record } = useLiveRequest();
  return (
    <SectionCard title={translate('app.customerRequests.sections.status')}>
      <StatusInput released={record ? isCustomerVisibleStatus(record.status) : false} />
      <ContactPersonInput />
      <StatusHistory history={record?.statusHistory ?? []} />
    </SectionCard>
  );
};
