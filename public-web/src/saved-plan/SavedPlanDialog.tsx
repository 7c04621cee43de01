import { SAVED_PLAN_KEY_FRAGMENT_PARAM, SAVED_PLAN_QUERY_PARAM, type SavedPlanReceiptDto } from '@hauskonfig/shared';
import { Alert, Box, Typography } from '@mui/material';
import { useState } from 'react';
import { CloseableDialog } from '../components/CloseableDialog';
import { deSavedPlan } from '../i18n/de-saved-plan';
import { formatDay } from '../utils/format';
import { CopyButton } from './CopyButton';
import { CopyLinkField } from './CopyLinkField';

/** The link that opens a saved plan on any device, without its personal info. */
const savedPlanLink = (code: string): string =>
  `${window.location.origin}/login?${new URLSearchParams({ [SAVED_PLAN_QUERY_PARAM]: code })}`;

/** The link with the plan's key in its fragment, which never reaches a server: it opens the personal info too. */
const fullPlanLink = ({ code, editToken }: SavedPlanReceiptDto): string =>
  `${savedPlanLink(code)}#${new URLSearchParams({ [SAVED_PLAN_KEY_FRAGMENT_PARAM]: editToken })}`;

interface SavedPlanDialogProps {
  open: boolean;
  receipt: SavedPlanReceiptDto;
  onClose: () => void;
}

/**
 * After saving: the code large and readable, until when it works, the link, how to use them, and
 * the full link that carries the personal info too.
 */
export const SavedPlanDialog = ({ open, receipt, onClose }: SavedPlanDialogProps) => {
  const [copyFailed, setCopyFailed] = useState(false);
  return (
    <CloseableDialog
      open={open}
      onClose={onClose}
      titleId="saved-plan-title"
      title={deSavedPlan.dialogTitle}
      descriptionId="saved-plan-note"
    >
      <Typography variant="body2" color="text.secondary">
        {deSavedPlan.codeLabel}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 0.5 }}>
        <Typography
          data-saved-plan-code
          sx={{
            fontSize: { xs: '2.4rem', sm: '2.8rem' },
            fontWeight: 700,
            letterSpacing: '0.18em',
            fontVariantNumeric: 'tabular-nums',
            lineHeight: 1.2,
          }}
        >
          {receipt.code}
        </Typography>
        <CopyButton text={receipt.code} label={deSavedPlan.copyCode} onFailure={() => setCopyFailed(true)} />
      </Box>
      <Typography sx={{ fontWeight: 600, mb: 2.5 }}>{deSavedPlan.validUntil(formatDay(receipt.expiresAt))}</Typography>
      <CopyLinkField
        label={deSavedPlan.linkLabel}
        link={savedPlanLink(receipt.code)}
        copyLabel={deSavedPlan.copyLink}
        onCopyFailure={() => setCopyFailed(true)}
      />
      <Typography id="saved-plan-note" sx={{ mt: 2.5, mb: 2.5 }}>
        {deSavedPlan.anyDevice}
      </Typography>
      <CopyLinkField
        label={deSavedPlan.fullLinkLabel}
        link={fullPlanLink(receipt)}
        copyLabel={deSavedPlan.copyFullLink}
        onCopyFailure={() => setCopyFailed(true)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {deSavedPlan.fullLinkNote}
      </Typography>
      {copyFailed && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {deSavedPlan.copyFailed}
        </Alert>
      )}
    </CloseableDialog>
  );
};
