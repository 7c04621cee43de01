import { UI_MESSAGES } from '@hauskonfig/shared';
import { Box, Button, Card, CardContent, CardHeader, Stack } from '@mui/material';
import { useMemo } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { apiErrorMessage } from '../providers/request-errors';
import { useRequestPaths } from '../customer-requests/common/request-paths';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import { PageHeader } from '../layout/PageHeader';
import { DashboardSkeleton } from './DashboardSkeleton';
import { RecentRequests } from './RecentRequests';
import { StatusCounts } from './StatusCounts';
import { useDashboardData } from './use-dashboard-data';
import { weeklyCounts } from './weekly-counts';
import { WeeklyRequestsChart } from './WeeklyRequestsChart';

/** How many of the newest requests the dashboard lists. */
const RECENT_COUNT = 5;

/**
 * `/admin/overview`: the request pipeline at a glance (counts per status, new requests per week,
 * latest). Its buttons are MUI's, not react-admin's: those drop their label on a phone and would
 * show as empty icon buttons here.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const paths = useRequestPaths();
  const { data, error, isPending, reload } = useDashboardData();
  const weeks = useMemo(() => weeklyCounts(data?.latest.map((request) => request.createdAt) ?? [], new Date()), [data]);

  return (
    <Box sx={{ pb: 2 }}>
      <PageHeader title={translate('app.navigation.overview')} />
      {error ? (
        <LoadFailedAlert message={apiErrorMessage(error) ?? UI_MESSAGES.customerRequests.loadFailed} onRetry={reload} />
      ) : isPending || !data ? (
        <DashboardSkeleton />
      ) : (
        <Stack spacing={2}>
          <Card variant="outlined" component="section" aria-label={translate('app.dashboard.byStatus')}>
            <CardHeader
              title={translate('app.dashboard.byStatus')}
              subheader={translate('app.dashboard.total', { smart_count: data.total })}
              slotProps={{ title: { component: 'h2', variant: 'h6' } }}
            />
            <CardContent sx={{ pt: 0 }}>
              <StatusCounts counts={data.counts} />
            </CardContent>
          </Card>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
            <Card variant="outlined" component="section" aria-label={translate('app.dashboard.perWeek')}>
              <CardHeader
                title={translate('app.dashboard.perWeek')}
                slotProps={{ title: { component: 'h2', variant: 'h6' } }}
              />
              <CardContent sx={{ pt: 0 }}>
                <WeeklyRequestsChart weeks={weeks} />
              </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-label={translate('app.dashboard.recent')}>
              <CardHeader
                title={translate('app.dashboard.recent')}
                slotProps={{ title: { component: 'h2', variant: 'h6' } }}
                action={
                  <Button size="small" component={LinkBase} to={paths.list}>
                    {translate('app.dashboard.allRequests')}
                  </Button>
                }
              />
              <CardContent sx={{ pt: 0 }}>
                <RecentRequests requests={data.latest.slice(0, RECENT_COUNT)} />
              </CardContent>
            </Card>
          </Box>
        </Stack>
      )}
    </Box>
  );
};
