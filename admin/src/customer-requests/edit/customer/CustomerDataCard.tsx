import { useTranslate } from 'react-admin';
import { CustomerDataInputs } from '../../common/CustomerDataInputs';
import { PrivacyConsentNote } from './PrivacyConsentNote';
import { SectionCard } from '../../../layout/SectionCard';

export const CustomerDataCard = () => {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('app.customerRequests.sections.customerData')}>
      <CustomerDataInputs />
      <PrivacyConsentNote />
    </SectionCard>
  );
};
