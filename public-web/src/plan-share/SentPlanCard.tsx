import { Paper, Typography } from '@mui/material';
import { dePlanShare } from '../i18n/de-plan-share';
import { PlanPdfLink } from './PlanPdfLink';
import { ShareLinkField } from './ShareLinkField';

/** On the thanks page: the plan just sent as a PDF, and its read-only link to hand on. */
export const SentPlanCard = ({ token }: { token: string }) => (
  <Paper
    component="section"
    aria-labelledby="sent-plan-title"
    variant="outlined"
    sx={{ p: 2, mt: 2, borderRadius: 2, textAlign: 'left', width: '100%', maxWidth: 480 }}
  >
    <Typography id="sent-plan-title" component="h2" variant="h6" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1.5 }}>
      {dePlanShare.successPlanTitle}
    </Typography>
    <PlanPdfLink token={token} label={dePlanShare.successPdf} />
    <Typography component="h3" variant="subtitle2" color="text.secondary" sx={{ mt: 2.5, mb: 1 }}>
      {dePlanShare.successShare}
    </Typography>
    <ShareLinkField token={token} />
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
      {dePlanShare.noPersonalData}
    </Typography>
  </Paper>
);
