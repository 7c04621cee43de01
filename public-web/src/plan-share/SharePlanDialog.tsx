import { Alert, Box, Typography } from '@mui/material';
import { CloseableDialog } from '../components/CloseableDialog';
import { dePlanShare } from '../i18n/de-plan-share';
import { PlanPdfLink } from './PlanPdfLink';
import { ShareLinkField } from './ShareLinkField';

interface SharePlanDialogProps {
  open: boolean;
  token: string;
  onClose: () => void;
}

/** After sharing: the read-only link to copy, the PDF, and that the link holds no personal data. */
export const SharePlanDialog = ({ open, token, onClose }: SharePlanDialogProps) => (
  <CloseableDialog
    open={open}
    onClose={onClose}
    titleId="share-plan-title"
    title={dePlanShare.dialogTitle}
    descriptionId="share-plan-intro"
  >
    <Typography id="share-plan-intro" sx={{ mb: 2 }}>
      {dePlanShare.dialogIntro}
    </Typography>
    <ShareLinkField token={token} />
    <Alert severity="info" sx={{ mt: 2 }}>
      {dePlanShare.noPersonalData}
    </Alert>
    <Box sx={{ mt: 2 }}>
      <PlanPdfLink token={token} />
    </Box>
  </CloseableDialog>
);
