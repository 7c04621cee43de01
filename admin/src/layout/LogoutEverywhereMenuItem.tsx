import PhonelinkErase from '@mui/icons-material/PhonelinkErase';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import { UI_MESSAGES } from '@hauskonfig/shared';
import { useCallback } from 'react';
import { useLogout, useNotify, useTranslate, useUserMenu } from 'react-admin';
import { logoutEverywhere } from '../auth/logout-everywhere';

/**
 * "Log out everywhere" in the account menu: ends the staff member's sessions on every device, for
 * example after a lost laptop. The props (ref included) reach the MenuItem so the menu's keyboard
 * navigation works.
 */
export const LogoutEverywhereMenuItem = (props: MenuItemProps<'li'>) => {
  const translate = useTranslate();
  const logout = useLogout();
  const notify = useNotify();
  const userMenu = useUserMenu();
  const handleClick = useCallback(async () => {
    try {
      await logoutEverywhere();
    } catch {
      userMenu?.onClose();
      notify(UI_MESSAGES.auth.logoutEverywhereFailed, { type: 'error' });
      return;
    }
    // The session is already gone here, so the usual logout only leaves for the plain login page.
    await logout(null, '/admin/login', false);
  }, [logout, notify, userMenu]);
  return (
    <MenuItem {...props} onClick={handleClick}>
      <ListItemIcon>
        <PhonelinkErase fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.account.logoutEverywhere')}</ListItemText>
    </MenuItem>
  );
};
