import ViewList from '@mui/icons-material/ViewList';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';
import { apiErrorMessage } from '../providers/request-errors';
import { useAppDataProvider } from '../providers/use-app-data-provider';
import { useNotifyText } from './use-notify-text';

/**
 * "Warteschlangen" in the account menu: the queue board (conversions, mails) in a new tab, with
 * this staff session instead of a login of its own (a one-time ticket the API gives).
 */
export const QueueBoardMenuItem = (props: MenuItemProps<'li'>) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notifyText = useNotifyText();
  const userMenu = useUserMenu();
  const open = async () => {
    userMenu?.onClose();
    // Opened within the click: a tab opened once the ticket is there could be blocked as a pop-up.
    const tab = window.open('', '_blank');
    try {
      const { url } = await dataProvider.queueBoardTicket();
      if (!tab) throw new Error('pop-up blocked');
      tab.opener = null;
      tab.location.href = url;
    } catch (error) {
      tab?.close();
      notifyText(apiErrorMessage(error, translate('app.account.queueBoardFailed')), 'error');
    }
  };
  return (
    <MenuItem {...props} onClick={open}>
      <ListItemIcon>
        <ViewList fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.account.queueBoard')}</ListItemText>
    </MenuItem>
  );
};
