import { Alert, Box } from '@mui/material';
import { useState } from 'react';
import { dePlanShare } from '../i18n/de-plan-share';
import { deSavedPlan } from '../i18n/de-saved-plan';
import { CopyLinkField } from '../saved-plan/CopyLinkField';
import { planShareLink } from './share-link';

/** The read-only link of a shared plan, to select or copy (as a saved plan's link is). */
export const ShareLinkField = ({ token }: { token: string }) => {
  const [copyFailed, setCopyFailed] = useState(false);
  return (
    <Box>
      <CopyLinkField
        label={dePlanShare.linkLabel}
        link={planShareLink(window.location.origin, token)}
        copyLabel={dePlanShare.copyLink}
        onCopyFailure={() => setCopyFailed(true)}
      />
      {copyFailed && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {deSavedPlan.copyFailed}
        </Alert>
      )}
    </Box>
  );
};
