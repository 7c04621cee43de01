import { formatDateTime, LOGIN_CHANGE_KIND_LABELS, type LoginChangeDto } from '@hauskonfig/shared';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Who set up or changed the person's login and when, newest first (as the API answers it). */
export const LoginChangeHistory = ({ changes }: { changes: LoginChangeDto[] }) => {
  const translate = useTranslate();
  const title = translate('app.contactPeople.loginChanges.title');
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
        {title}
      </Typography>
      {/* On a phone the four columns share the form's width: long names break, cells pad less. */}
      <Table
        size="small"
        aria-label={title}
        sx={{ '& th, & td': { overflowWrap: 'anywhere', px: { xs: 0.75, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.contactPeople.loginChanges.changedAt')}</TableCell>
            <TableCell>{translate('app.contactPeople.loginChanges.change')}</TableCell>
            <TableCell>{translate('app.contactPeople.loginChanges.username')}</TableCell>
            <TableCell>{translate('app.contactPeople.loginChanges.changedBy')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={`${change.changedAt}-${change.kind}`}>
              <TableCell>{formatDateTime(change.changedAt)}</TableCell>
              <TableCell>{LOGIN_CHANGE_KIND_LABELS[change.kind]}</TableCell>
              <TableCell>{change.username}</TableCell>
              <TableCell>{change.changedBy ?? translate('app.contactPeople.loginChanges.system')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
