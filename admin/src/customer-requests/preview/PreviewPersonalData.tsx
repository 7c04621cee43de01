import { CUSTOMER_AREA_TEXTS, type CustomerRequestViewDto } from '@hauskonfig/shared';
import { DetailList } from '../common/DetailList';
import { SectionCard } from '../../layout/SectionCard';

const text = CUSTOMER_AREA_TEXTS;

/** "Ihre Daten": the customer's own data under the request form's names. */
export const PreviewPersonalData = ({ preview }: { preview: CustomerRequestViewDto }) => (
  <SectionCard title={text.personalData}>
    <DetailList
      items={[
        { label: text.personalLabels.firstname, value: preview.firstName },
        { label: text.personalLabels.lastname, value: preview.lastName },
        { label: text.personalLabels.email, value: preview.email },
        { label: text.personalLabels.phoneNumber, value: preview.phoneNumber },
        { label: text.personalLabels.place, value: preview.place },
        { label: text.personalLabels.propertyNumber, value: preview.propertyNumber },
        { label: text.personalLabels.notes, value: preview.notes },
      ]}
    />
  </SectionCard>
);
