import { Box, Button, Typography } from '@mui/material';
import { AppBar, Logout, UserMenu, useBasename, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { LogoutEverywhereMenuItem } from './LogoutEverywhereMenuItem';

const NAVIGATION = [
  { to: '/customer-requests', label: 'app.navigation.customerRequests' },
  { to: '/template-houses', label: 'app.navigation.houses' },
  { to: '/contact-people', label: 'app.navigation.contactPeople' },
];

/**
 * The admin navbar (spec section 2): title back to /admin, the three areas, and the account
 * menu with the username, logout and logout on every device. Only shown when logged in (the login
 * page has no layout).
 */
export const TopBar = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // The router has no basename (react-admin's is /admin), so links carry it themselves.
  const basename = useBasename();
  return (
    <AppBar
      color="secondary"
      // No side menu, so no button to open one.
      sx={{ '& .RaAppBar-menuButton': { display: 'none' } }}
      userMenu={
        <UserMenu>
          <LogoutEverywhereMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      <Typography
        component={Link}
        to={`${basename}/`}
        variant="h6"
        sx={{ color: 'inherit', textDecoration: 'none', mr: 3, whiteSpace: 'nowrap' }}
      >
        {translate('app.title')}
      </Typography>
      <Box component="nav" sx={{ display: 'flex', gap: 1, flex: 1 }}>
        {NAVIGATION.map((item) => (
          <Button
            key={item.to}
            component={Link}
            to={`${basename}${item.to}`}
            color="inherit"
            aria-current={pathname.includes(item.to) ? 'page' : undefined}
            sx={{ borderBottom: pathname.includes(item.to) ? '2px solid' : '2px solid transparent', borderRadius: 0 }}
          >
            {translate(item.label)}
          </Button>
        ))}
      </Box>
    </AppBar>
  );
};
