import { REQUEST_STATUS_LABELS, formatDateTime, type StatusChangeDto } from '@hauskonfig/shared';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Who changed the status and when, newest first. */
export const StatusHistory = ({ history }: { history: StatusChangeDto[] }) => {
  const translate = useTranslate();
  const title = translate('app.customerRequests.statusHistory.title');
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
        {title}
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.customerRequests.statusHistory.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.customerRequests.statusHistory.changedAt')}</TableCell>
              <TableCell>{translate('app.customerRequests.statusHistory.change')}</TableCell>
              <TableCell>{translate('app.customerRequests.statusHistory.changedBy')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...history].reverse().map((change) => (
              <TableRow key={`${change.changedAt}-${change.toStatus}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(change.changedAt)}</TableCell>
                <TableCell>
                  {change.fromStatus
                    ? `${REQUEST_STATUS_LABELS[change.fromStatus]} → ${REQUEST_STATUS_LABELS[change.toStatus]}`
                    : translate('app.customerRequests.statusHistory.created', {
                        status: REQUEST_STATUS_LABELS[change.toStatus],
                      })}
                </TableCell>
                <TableCell>{change.changedBy ?? translate('app.customerRequests.statusHistory.visitor')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
};
