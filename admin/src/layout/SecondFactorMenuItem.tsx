import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';
import { useNavigate } from 'react-router';

/** "Zweiter Faktor" in the account menu: the page to set up or switch off one's own second factor. */
export const SecondFactorMenuItem = (props: MenuItemProps<'li'>) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const navigate = useNavigate();
  const open = () => {
    userMenu?.onClose();
    navigate('/admin/second-factor');
  };
  return (
    <MenuItem {...props} onClick={open}>
      <ListItemIcon>
        <VerifiedUser fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.secondFactor.menu')}</ListItemText>
    </MenuItem>
  );
};
