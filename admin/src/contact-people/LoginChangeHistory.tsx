import { formatDateTime, LOGIN_CHANGE_KIND_LABELS, type LoginChangeDto } from '@hauskonfig/shared';
import { useTranslate } from 'react-admin';
import { HistoryTable } from '../layout/HistoryTable';

/** Who set up or changed the person's login and when, newest first (as the API answers it). */
export const LoginChangeHistory = ({ changes }: { changes: LoginChangeDto[] }) => {
  const translate = useTranslate();
  return (
    <HistoryTable
      title={translate('app.contactPeople.loginChanges.title')}
      columns={[
        translate('app.contactPeople.loginChanges.changedAt'),
        translate('app.contactPeople.loginChanges.change'),
        translate('app.contactPeople.loginChanges.username'),
        translate('app.contactPeople.loginChanges.changedBy'),
      ]}
      rows={changes.map((change) => ({
        key: `${change.changedAt}-${change.kind}`,
        cells: [
          formatDateTime(change.changedAt),
          LOGIN_CHANGE_KIND_LABELS[change.kind],
          change.username,
          change.changedBy ?? translate('app.contactPeople.loginChanges.system'),
        ],
      }))}
    />
  );
};
