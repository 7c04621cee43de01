import MenuIcon from '@mui/icons-material/Menu';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useNavigationItems } from './navigation';

const MENU_ID = 'navigation-menu';

/** The areas behind a menu button, for phones: six buttons in the navbar would push the account menu off screen. */
export const NavigationMenu = () => {
  const translate = useTranslate();
  const items = useNavigationItems();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  return (
    <nav>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={translate('ra.action.open_menu')}
        aria-haspopup="true"
        aria-controls={open ? MENU_ID : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ mr: 1 }}
      >
        <MenuIcon />
      </IconButton>
      <Menu id={MENU_ID} anchorEl={anchor} open={open} onClose={close}>
        {items.map((item) => (
          <MenuItem
            key={item.href}
            component={Link}
            to={item.href}
            selected={item.current}
            aria-current={item.current ? 'page' : undefined}
            onClick={close}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </nav>
  );
};
