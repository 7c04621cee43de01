import { Box, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { InternetExplorerWarning } from '../components/InternetExplorerWarning';
import { PageHeader } from '../components/PageHeader';

/** `/`: start page of the demo configurator (also the home of the customer role). */
export const StartPage = () => (
  <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
    <InternetExplorerWarning />
    <PageHeader
      title="Fertighaus-Konfigurator"
      subtitle="Demo-Konfigurator: Planen Sie Ihr Fertighaus in Massiv- oder Holzbauweise Schritt für Schritt und senden Sie uns eine unverbindliche Anfrage."
    />
    <Stack spacing={1.5} sx={{ mt: 'auto', pt: 2 }}>
      <Button component={RouterLink} to="/configure/property-shape" variant="contained" size="large" fullWidth>
        Jetzt Haus konfigurieren
      </Button>
      <Button component={RouterLink} to="/login" variant="text" fullWidth>
        Gespeicherte Planung fortsetzen
      </Button>
    </Stack>
  </Box>
);
