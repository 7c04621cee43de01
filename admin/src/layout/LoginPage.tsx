import { Typography } from '@mui/material';
import { Login, LoginForm } from 'react-admin';

const TITLE = 'Verwaltung - Login';

/** `/admin/login`, titled "Verwaltung - Login" on the card and in the browser tab (spec section 2). */
export const LoginPage = () => (
  <Login sx={{ backgroundImage: 'none', backgroundColor: 'secondary.main' }}>
    <title>{TITLE}</title>
    <Typography component="h1" variant="h5" align="center" sx={{ mt: 1 }}>
      {TITLE}
    </Typography>
    <LoginForm />
  </Login>
);
