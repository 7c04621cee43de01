import { REQUEST_STATUS_LABELS, RequestStatus, enumValues } from '@hauskonfig/shared';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useRequestPaths } from '../customer-requests/common/request-paths';

/** One card per status with its number of requests; each opens the list filtered by it. */
export const StatusCounts = ({ counts }: { counts: Record<RequestStatus, number> }) => {
  const translate = useTranslate();
  const paths = useRequestPaths();
  return (
    <Box
      component="ul"
      aria-label={translate('app.dashboard.byStatus')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
      }}
    >
      {enumValues(RequestStatus).map((status) => (
        <li key={status}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={Link}
              to={`${paths.list}?filter=${encodeURIComponent(JSON.stringify({ status }))}`}
              aria-label={translate('app.dashboard.statusLink', {
                status: REQUEST_STATUS_LABELS[status],
                count: counts[status],
              })}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {REQUEST_STATUS_LABELS[status]}
                </Typography>
                <Typography variant="h4" component="p" data-testid={`status-count-${status}`}>
                  {counts[status]}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
};
