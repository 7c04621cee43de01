import { useTranslate } from 'react-admin';
import { CustomerDataInputs } from './CustomerDataInputs';
import { PrivacyConsentNote } from './PrivacyConsentNote';
import { SectionCard } from './SectionCard';

export const CustomerDataCard = () => {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('app.customerRequests.sections.customerData')}>
      <CustomerDataInputs />
      <PrivacyConsentNote />
    </SectionCard>
  );
};
