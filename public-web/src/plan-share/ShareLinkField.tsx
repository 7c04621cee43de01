import { Alert, Box, TextField } from '@mui/material';
import { useState } from 'react';
import { dePlanShare } from '../i18n/de-plan-share';
import { deSavedPlan } from '../i18n/de-saved-plan';
import { CopyButton } from '../saved-plan/CopyButton';
import { planShareLink } from './share-link';

/** The read-only link of a shared plan, to select or copy (as a saved plan's link is). */
export const ShareLinkField = ({ token }: { token: string }) => {
  const [copyFailed, setCopyFailed] = useState(false);
  const link = planShareLink(window.location.origin, token);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, alignItems: 'stretch' }}>
        <TextField
          label={dePlanShare.linkLabel}
          value={link}
          fullWidth
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <CopyButton text={link} label={dePlanShare.copyLink} onFailure={() => setCopyFailed(true)} />
      </Box>
      {copyFailed && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {deSavedPlan.copyFailed}
        </Alert>
      )}
    </Box>
  );
};
