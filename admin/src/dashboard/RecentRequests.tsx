import { formatDateTime } from '@hauskonfig/shared';
import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useRequestPaths } from '../customer-requests/common/request-paths';
import type { CustomerRequestRecord } from '../customer-requests/request-types';
import { RequestStatusChip } from '../customer-requests/common/RequestStatusChip';

/** The newest requests, each linking to its edit page. */
export const RecentRequests = ({ requests }: { requests: CustomerRequestRecord[] }) => {
  const translate = useTranslate();
  const paths = useRequestPaths();
  if (requests.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.dashboard.noRequests')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={translate('app.dashboard.recent')}>
      {requests.map((request) => (
        <ListItem key={request.id} disablePadding secondaryAction={<RequestStatusChip status={request.status} />}>
          <ListItemButton component={Link} to={paths.edit(request.id)} sx={{ pr: 16 }}>
            <ListItemText
              primary={request.fullName}
              secondary={`${formatDateTime(request.createdAt)} · ${request.email}`}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};
