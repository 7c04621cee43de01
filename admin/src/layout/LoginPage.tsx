import { Typography } from '@mui/material';
import { Login } from 'react-admin';
import { LogoutReason } from './LogoutReason';
import { StaffLoginForm } from './StaffLoginForm';

const TITLE = 'Verwaltung - Login';

/** `/admin/login`, titled "Verwaltung - Login" on the card and in the browser tab (spec section 2). */
export const LoginPage = () => (
  <Login sx={{ backgroundImage: 'none', backgroundColor: 'secondary.main' }}>
    <title>{TITLE}</title>
    <Typography component="h1" variant="h5" align="center" sx={{ mt: 1 }}>
      {TITLE}
    </Typography>
    <LogoutReason />
    <StaffLoginForm />
  </Login>
);
