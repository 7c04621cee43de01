import type { PlanSnapshotDto } from '@hauskonfig/shared';
import { Box, Typography } from '@mui/material';
import { dePlanShare } from '../i18n/de-plan-share';
import { PlanSnapshotView } from '../plan-share/PlanSnapshotView';
import { formatDay } from '../utils/format';

/**
 * The plan exactly as the customer sent it, with its PDF: the house above may have changed since
 * in planning, this stays as it was.
 */
export const SentPlanSection = ({ snapshot, token }: { snapshot: PlanSnapshotDto; token: string | null }) => (
  <Box component="section" aria-labelledby="customer-sent-plan-heading">
    <Typography id="customer-sent-plan-heading" component="h2" variant="h2" sx={{ mb: 0.5 }}>
      {dePlanShare.customerSnapshotTitle}
    </Typography>
    <Typography color="text.secondary" sx={{ mb: 1.5 }}>
      {dePlanShare.customerSnapshotIntro(formatDay(snapshot.takenAt))}
    </Typography>
    <PlanSnapshotView snapshot={snapshot} token={token} headingLevel="h3" />
  </Box>
);
