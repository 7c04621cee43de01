import { useTranslate } from 'react-admin';
import { CustomerDataInputs } from './CustomerDataInputs';
import { SectionCard } from './SectionCard';

export const CustomerDataCard = () => {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('app.customerRequests.sections.customerData')}>
      <CustomerDataInputs />
    </SectionCard>
  );
};
