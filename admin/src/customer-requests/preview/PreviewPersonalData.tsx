import { FIELD_LABELS, formatDateTime, type CustomerRequestViewDto } from '@hauskonfig/shared';
import { useTranslate } from 'react-admin';
import { DetailList } from '../common/DetailList';
import { RequestStatusChip } from '../common/RequestStatusChip';
import { SectionCard } from '../../layout/SectionCard';

export const PreviewPersonalData = ({ preview }: { preview: CustomerRequestViewDto }) => {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('app.customerRequests.preview.personalData')}>
      <DetailList
        items={[
          { label: FIELD_LABELS.fullName, value: preview.fullName },
          { label: FIELD_LABELS.email, value: preview.email },
          { label: FIELD_LABELS.phoneNumber, value: preview.phoneNumber },
          { label: FIELD_LABELS.place, value: preview.place },
          { label: FIELD_LABELS.propertyNumber, value: preview.propertyNumber },
          { label: FIELD_LABELS.notes, value: preview.notes },
          { label: FIELD_LABELS.status, value: <RequestStatusChip status={preview.status} /> },
          {
            label: translate('resources.customer-requests.fields.createdAt'),
            value: formatDateTime(preview.createdAt),
          },
        ]}
      />
    </SectionCard>
  );
};
