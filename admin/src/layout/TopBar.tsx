import { Box, Typography } from '@mui/material';
import { AppBar, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { AccountMenu } from './AccountMenu';
import { NavigationMenu } from './NavigationMenu';
import { TopNavigation } from './TopNavigation';
import { useCompactLayout } from './use-compact-layout';

/**
 * The admin navbar (spec section 2): title back to /admin (the request list), the three areas,
 * the prices, the overview, the settings, and the account menu. The areas are buttons on wide screens and a
 * menu on phones.
 * Only shown when logged in (the login page has no layout).
 */
export const TopBar = () => {
  const translate = useTranslate();
  const basename = useBasename();
  const compact = useCompactLayout();
  return (
    <AppBar
      color="secondary"
      // No side menu, so react-admin's button to open one stays hidden.
      sx={{ '& .RaAppBar-menuButton': { display: 'none' } }}
      userMenu={<AccountMenu />}
    >
      {compact && <NavigationMenu />}
      <Typography
        component={Link}
        to={`${basename}/`}
        variant="h6"
        sx={{ color: 'inherit', textDecoration: 'none', mr: 3, whiteSpace: 'nowrap' }}
      >
        {translate('app.title')}
      </Typography>
      {compact ? <Box sx={{ flex: 1 }} /> : <TopNavigation />}
    </AppBar>
  );
};
