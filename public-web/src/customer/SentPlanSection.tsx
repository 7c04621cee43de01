import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { PlanSnapshotDto } from '@hauskonfig/shared';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { dePlanShare } from '../i18n/de-plan-share';
import { PlanPdfLink } from '../plan-share/PlanPdfLink';
import { PlanSnapshotView } from '../plan-share/PlanSnapshotView';
import { formatDay } from '../utils/format';

const DETAILS_ID = 'customer-sent-plan-details';

/**
 * The plan exactly as the customer sent it, with its PDF: the house above may have changed since
 * in planning, this stays as it was. Its details open on request, so the page leads with the plan
 * as it stands now and does not say everything twice.
 */
export const SentPlanSection = ({ snapshot, token }: { snapshot: PlanSnapshotDto; token: string | null }) => {
  const [open, setOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby="customer-sent-plan-heading">
      <Typography id="customer-sent-plan-heading" component="h2" variant="h2" sx={{ mb: 0.5 }}>
        {dePlanShare.customerSnapshotTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {dePlanShare.customerSnapshotIntro(formatDay(snapshot.takenAt))}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: open ? 2 : 0 }}>
        {token && <PlanPdfLink token={token} />}
        <Button
          onClick={() => setOpen((shown) => !shown)}
          aria-expanded={open}
          aria-controls={DETAILS_ID}
          color="secondary"
          endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
          sx={{ minHeight: 44 }}
        >
          {open ? dePlanShare.customerSnapshotHide : dePlanShare.customerSnapshotShow}
        </Button>
      </Stack>
      {open && (
        <Box id={DETAILS_ID}>
          <PlanSnapshotView snapshot={snapshot} token={null} headingLevel="h3" />
        </Box>
      )}
    </Box>
  );
};
