import type { ContactPersonDto } from '@hauskonfig/shared';
import MailIcon from '@mui/icons-material/MailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import { Avatar, Box, Button, Typography } from '@mui/material';
import { de } from '../i18n/de';

interface ContactPersonCardProps {
  /** A sent or shared plan's contact person has no photo: it keeps only name, email and phone. */
  person: Pick<ContactPersonDto, 'name' | 'email' | 'phoneNumber'> & { imageUrl?: string | null };
  photoSrc?: string | null;
  /** false: no photo (nor initial) beside the name. */
  withPhoto?: boolean;
}

/** The personal contact person with photo, phone and email as tap targets. */
export const ContactPersonCard = ({ person, photoSrc, withPhoto = true }: ContactPersonCardProps) => {
  const src = photoSrc === undefined ? person.imageUrl : photoSrc;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5 }}>
        {withPhoto && (
          <Avatar
            src={src ?? undefined}
            alt={de.yourHouse.photo(person.name)}
            sx={{ width: 72, height: 72, bgcolor: 'secondary.main', flexShrink: 0 }}
          >
            {person.name.slice(0, 1)}
          </Avatar>
        )}
        {/* Long addresses wrap instead of widening the page on phones. */}
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography sx={{ fontWeight: 600, fontSize: '1.1rem' }}>{person.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {person.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {person.phoneNumber}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          href={`tel:${person.phoneNumber.replace(/[^\d+]/g, '')}`}
          variant="outlined"
          color="secondary"
          startIcon={<PhoneIcon />}
          aria-label={de.yourHouse.call(person.name)}
        >
          Anrufen
        </Button>
        <Button
          href={`mailto:${person.email}`}
          variant="outlined"
          color="secondary"
          startIcon={<MailIcon />}
          aria-label={de.yourHouse.mail(person.name)}
        >
          E-Mail
        </Button>
      </Box>
    </Box>
  );
};
