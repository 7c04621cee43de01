import { CUSTOMER_AREA_TEXTS, FIELD_LABELS, type CustomerRequestViewDto } from '@hauskonfig/shared';
import { Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthorizedImage } from '../common/floor-plans/AuthorizedImage';
import { DetailList } from '../common/DetailList';
import { SectionCard } from '../../layout/SectionCard';

/** The customer's contact person with photo and how to reach them. */
export const PreviewContactPerson = ({ person }: { person: CustomerRequestViewDto['contactPerson'] }) => {
  const translate = useTranslate();
  return (
    <SectionCard title={CUSTOMER_AREA_TEXTS.contactTitle}>
      {person ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          {person.imageUrl && (
            <AuthorizedImage
              src={person.imageUrl}
              alt={translate('app.customerRequests.preview.photo', { name: person.name })}
              width={96}
              height={96}
            />
          )}
          <DetailList
            items={[
              { label: FIELD_LABELS.name, value: person.name },
              { label: FIELD_LABELS.email, value: <Link href={`mailto:${person.email}`}>{person.email}</Link> },
              {
                label: FIELD_LABELS.phoneNumber,
                value: <Link href={`tel:${person.phoneNumber.replace(/\s/g, '')}`}>{person.phoneNumber}</Link>,
              },
            ]}
          />
        </Stack>
      ) : (
        <Typography variant="body2">{CUSTOMER_AREA_TEXTS.noContact}</Typography>
      )}
    </SectionCard>
  );
};
