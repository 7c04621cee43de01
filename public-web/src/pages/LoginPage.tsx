import { PageHeader } from '../components/PageHeader';

/** `/login`: public login (password, or six-digit code to continue a saved plan). */
export default function LoginPage() {
  return (
    <PageHeader
      title="Anmelden"
      subtitle="Hier melden Sie sich mit Ihrem Passwort an oder setzen eine gespeicherte Planung mit Ihrem sechsstelligen Code fort."
    />
  );
}
