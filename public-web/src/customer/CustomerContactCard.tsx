import type { ContactPersonDto } from '@hauskonfig/shared';
import { Typography } from '@mui/material';
import { ContactPersonCard } from '../components/ContactPersonCard';
import { ErrorBlock } from '../components/ErrorBlock';
import { LoadingBlock } from '../components/LoadingBlock';
import { SectionCard } from '../components/SectionCard';
import { de } from '../i18n/de';
import { deCustomerStatus } from '../i18n/de-customer-status';

interface CustomerContactCardProps {
  /** `undefined` while loading, null when nobody is assigned yet. */
  person: ContactPersonDto | null | undefined;
  /** Why the person could not be loaded. */
  failure?: string;
  onRetry?: () => void;
}

/** The customer's contact person, on every state of the customer area. */
export const CustomerContactCard = ({ person, failure, onRetry }: CustomerContactCardProps) => (
  <SectionCard title={deCustomerStatus.contactTitle}>
    {failure && <ErrorBlock message={failure} onRetry={onRetry} />}
    {person === undefined && !failure && <LoadingBlock label={de.common.loading} />}
    {person === null && <Typography>{deCustomerStatus.noContact}</Typography>}
    {person && <ContactPersonCard person={person} />}
  </SectionCard>
);
