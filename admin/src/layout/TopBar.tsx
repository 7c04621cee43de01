import { Box, Button, Typography } from '@mui/material';
import { AppBar, Logout, UserMenu, useBasename, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { LogoutEverywhereMenuItem } from './LogoutEverywhereMenuItem';

const NAVIGATION = [
  { to: '/customer-requests', label: 'app.navigation.customerRequests' },
  { to: '/template-houses', label: 'app.navigation.houses' },
  { to: '/contact-people', label: 'app.navigation.contactPeople' },
  { to: '/overview', label: 'app.navigation.overview' },
];

/** Logout opens the plain login: the next login starts at the home, not at the page left. */
const LOGIN_PATH = '/admin/login';

/**
 * The admin navbar (spec section 2): title back to /admin (the request list), the three areas,
 * the overview, and the account menu with the username, logout and logout on every device. Only
 * shown when logged in (the login page has no layout).
 */
export const TopBar = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // The router has no basename (react-admin's is /admin), so links carry it themselves.
  const basename = useBasename();
  // The home is the request list, so its button is the current one there too.
  const isCurrent = (to: string) =>
    pathname.includes(to) || (to === '/customer-requests' && pathname.replace(/\/$/, '') === basename);
  return (
    <AppBar
      color="secondary"
      // No side menu, so no button to open one.
      sx={{ '& .RaAppBar-menuButton': { display: 'none' } }}
      userMenu={
        <UserMenu>
          <LogoutEverywhereMenuItem />
          <Logout redirectTo={LOGIN_PATH} />
        </UserMenu>
      }
    >
      <Typography
        component={Link}
        to={`${basename}/`}
        variant="h6"
        sx={{ color: 'inherit', textDecoration: 'none', mr: { xs: 1, sm: 3 }, whiteSpace: 'nowrap' }}
      >
        {translate('app.title')}
      </Typography>
      {/* On a phone the areas scroll sideways, so the account menu stays on screen. */}
      <Box component="nav" sx={{ display: 'flex', gap: 1, flex: 1, minWidth: 0, overflowX: 'auto' }}>
        {NAVIGATION.map((item) => (
          <Button
            key={item.to}
            component={Link}
            to={`${basename}${item.to}`}
            color="inherit"
            aria-current={isCurrent(item.to) ? 'page' : undefined}
            sx={{
              borderBottom: isCurrent(item.to) ? '2px solid' : '2px solid transparent',
              borderRadius: 0,
              flexShrink: 0,
            }}
          >
            {translate(item.label)}
          </Button>
        ))}
      </Box>
    </AppBar>
  );
};
