import { UI_MESSAGES } from '@hauskonfig/shared';
import { Alert, Box, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Button, LinkBase, Loading, Title, useTranslate } from 'react-admin';
import { apiErrorMessage } from '../customer-requests/request-errors';
import { useRequestPaths } from '../customer-requests/request-paths';
import { RecentRequests } from './RecentRequests';
import { StatusCounts } from './StatusCounts';
import { useDashboardData } from './use-dashboard-data';
import { weeklyCounts } from './weekly-counts';
import { WeeklyRequestsChart } from './WeeklyRequestsChart';

/** How many of the newest requests the dashboard lists. */
const RECENT_COUNT = 5;

/** `/admin/overview`: the request pipeline at a glance (counts per status, new requests per week, latest). */
export const Dashboard = () => {
  const translate = useTranslate();
  const paths = useRequestPaths();
  const { data, error, isPending, reload } = useDashboardData();
  const weeks = useMemo(() => weeklyCounts(data?.latest.map((request) => request.createdAt) ?? [], new Date()), [data]);
  const title = translate('ra.page.dashboard');

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="ra.page.dashboard" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {error ? (
        <Alert severity="error" action={<Button label="app.dashboard.reload" onClick={reload} />}>
          {apiErrorMessage(error) ?? UI_MESSAGES.customerRequests.loadFailed}
        </Alert>
      ) : isPending || !data ? (
        <Loading />
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
                action={<Button label="app.dashboard.allRequests" component={LinkBase} to={paths.list} />}
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
