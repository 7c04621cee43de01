import { ListSubheader } from '@mui/material';
import { Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { LogoutEverywhereMenuItem } from './LogoutEverywhereMenuItem';
import { QueueBoardMenuItem } from './QueueBoardMenuItem';
import { SecondFactorMenuItem } from './SecondFactorMenuItem';
import { useCompactLayout } from './use-compact-layout';

/** Logout opens the plain login: the next login starts at the home, not at the page left. */
const LOGIN_PATH = '/admin/login';

/** Names the logged-in user inside the menu where the navbar has room only for the account icon. */
const SignedInAs = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  if (!identity?.fullName) return null;
  return <ListSubheader>{translate('app.account.signedInAs', { name: identity.fullName })}</ListSubheader>;
};

/**
 * The account menu of the spec: the username, the second factor, logout, and logout on every
 * device; beside them the queue board, a tool for staff rather than an area of its own.
 */
export const AccountMenu = () => {
  const compact = useCompactLayout();
  return (
    <UserMenu>
      {compact && <SignedInAs />}
      <SecondFactorMenuItem />
      <QueueBoardMenuItem />
      <LogoutEverywhereMenuItem />
      <Logout redirectTo={LOGIN_PATH} />
    </UserMenu>
  );
};
