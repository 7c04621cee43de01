import { formatDateTime } from '@hauskonfig/shared';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLiveRequest } from '../use-live-request';

/**
 * Whether and when the sender agreed to the privacy text, and to which version of it; requests
 * staff entered by hand carry no consent.
 */
export const PrivacyConsentNote = () => {
  const translate = useTranslate();
  const { record } = useLiveRequest();
  if (!record) return null;
  const { privacyConsentAt, privacyVersion } = record;
  return (
    <Typography variant="body2" data-testid="privacy-consent" sx={{ mt: 1 }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('app.customerRequests.privacyConsent.label')}
      </Typography>{' '}
      {privacyConsentAt
        ? translate('app.customerRequests.privacyConsent.given', {
            date: formatDateTime(privacyConsentAt),
            version: privacyVersion ?? '–',
          })
        : translate('app.customerRequests.privacyConsent.none')}
    </Typography>
  );
};
