import type { PersonalInfoInput } from '@hauskonfig/shared';
import { Box, Typography } from '@mui/material';
import { de } from '../i18n/de';

const FIELDS: (keyof PersonalInfoInput)[] = [
  'firstname',
  'lastname',
  'email',
  'phoneNumber',
  'place',
  'propertyNumber',
  'notes',
];

/** The personal data as a definition list; empty optional fields are left out. */
export const PersonalInfoSummary = ({ info }: { info: PersonalInfoInput }) => (
  <Box
    component="dl"
    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}
  >
    {FIELDS.filter((field) => (info[field] ?? '').trim() !== '').map((field) => (
      <Box key={field} sx={{ display: 'contents' }}>
        <Typography component="dt" color="text.secondary">
          {de.personalInfo.fields[field]}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {info[field]}
        </Typography>
      </Box>
    ))}
  </Box>
);
