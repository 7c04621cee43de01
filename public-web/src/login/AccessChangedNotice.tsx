import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { accessChangeShown, pendingAccessChange } from '../auth/access-change';
import { ContactPersonCard } from '../components/ContactPersonCard';
import { de } from '../i18n/de';
import { useVendorSettings } from '../vendor/vendor-settings';

/**
 * On /login after staff withdrew or renewed the customer's access: what happened, in the API's
 * words, and whom to ask (the contact person the customer area last showed, else the vendor).
 * Shown once: leaving and coming back to the login does not repeat it.
 */
export const AccessChangedNotice = () => {
  const [change] = useState(pendingAccessChange);
  const { vendorName, websiteUrl } = useVendorSettings();
  useEffect(accessChangeShown, []);
  if (!change) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }} data-testid="access-changed">
      <AlertTitle>{de.login.accessChangedTitle(vendorName)}</AlertTitle>
      <Typography sx={{ mb: 2 }}>{change.message}</Typography>
      {change.contact ? (
        <Box>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{de.login.accessChangedContact}</Typography>
          <ContactPersonCard person={change.contact} withPhoto={false} />
        </Box>
      ) : (
        <Typography>
          {de.login.accessChangedNoContact(vendorName)}
          {websiteUrl && (
            <>
              {' '}
              <Link href={websiteUrl} color="inherit">
                {de.login.accessChangedWebsite(vendorName)}
              </Link>
            </>
          )}
        </Typography>
      )}
    </Alert>
  );
};
