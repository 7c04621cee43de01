import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { de } from '../i18n/de';
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
  <Dialog
    open={open}
    onClose={onClose}
    aria-labelledby="share-plan-title"
    aria-describedby="share-plan-intro"
    fullWidth
    maxWidth="sm"
  >
    <DialogTitle id="share-plan-title">{dePlanShare.dialogTitle}</DialogTitle>
    <DialogContent>
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
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onClose} variant="contained" sx={{ minHeight: 44 }}>
        {de.common.close}
      </Button>
    </DialogActions>
  </Dialog>
);
