import { Login, LoginForm } from 'react-admin';

/** `/admin/login`, titled "Verwaltung - Login" (spec section 2); React 19 hoists the title into the head. */
export const LoginPage = () => (
  <Login sx={{ backgroundImage: 'none', backgroundColor: 'secondary.main' }}>
    <title>Verwaltung - Login</title>
    <LoginForm />
  </Login>
);
