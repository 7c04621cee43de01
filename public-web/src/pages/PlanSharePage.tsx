import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../api/api-error';
import { ErrorBlock } from '../components/ErrorBlock';
import { LoadingBlock } from '../components/LoadingBlock';
import { NotFoundBlock } from '../components/NotFoundBlock';
import { PageHeader } from '../components/PageHeader';
import { useApiData } from '../hooks/use-api-data';
import { de } from '../i18n/de';
import { dePlanShare } from '../i18n/de-plan-share';
import { planShareApi } from '../plan-share/plan-share-api';
import { PlanSnapshotView } from '../plan-share/PlanSnapshotView';
import { formatDay } from '../utils/format';

/** A token nobody shared (or mistyped): the API's 404 PLAN_SHARE_NOT_FOUND. */
const isUnknownShare = (error: unknown) => isApiError(error, 404);

/** The way to a plan of one's own, under a shared plan and on the invalid-link page. */
const OwnPlanLink = () => (
  <Button
    component={RouterLink}
    to="/configure/property-shape"
    variant="contained"
    size="large"
    endIcon={<ArrowForwardIcon />}
    sx={{ width: { xs: '100%', sm: 'auto' } }}
  >
    {dePlanShare.ownPlan}
  </Button>
);

const InvalidLink = () => (
  <NotFoundBlock title={dePlanShare.invalidTitle} text={dePlanShare.invalidText}>
    <OwnPlanLink />
  </NotFoundBlock>
);

/**
 * `/plan/:id`: a plan someone shared, read-only and without personal data (issue 26), with the
 * way to plan one's own house. An unknown link gets a German page of its own.
 */
export default function PlanSharePage() {
  const { id = '' } = useParams();
  const share = useApiData(
    `plan-share:${id}`,
    (signal) => planShareApi.get(id, signal),
    dePlanShare.loadFailed,
    undefined,
    { shownInline: true },
  );

  if (share.loading) return <LoadingBlock label={de.common.loading} />;
  if (isUnknownShare(share.error)) return <InvalidLink />;
  if (!share.data) {
    return (
      <Box>
        <PageHeader title={dePlanShare.pageTitle} />
        <ErrorBlock message={share.errorMessage ?? dePlanShare.loadFailed} onRetry={share.reload} />
      </Box>
    );
  }

  const { token, snapshot } = share.data;
  return (
    <Box>
      <PageHeader title={dePlanShare.pageTitle} subtitle={dePlanShare.pageIntro(formatDay(snapshot.takenAt))} />
      <PlanSnapshotView snapshot={snapshot} token={token} />
      <Paper component="aside" variant="outlined" sx={{ p: 2, mt: 3, borderRadius: 2 }}>
        <Typography sx={{ mb: 1.5 }}>{dePlanShare.ownPlanHint}</Typography>
        <OwnPlanLink />
      </Paper>
    </Box>
  );
}
