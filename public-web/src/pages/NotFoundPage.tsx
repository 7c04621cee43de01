import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../components/PageHeader';

/** Catch-all route: unknown public paths. */
export default function NotFoundPage() {
  return (
    <Box>
      <Typography variant="overline" component="p" color="primary" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        404
      </Typography>
      <PageHeader
        title="Diese Seite konnte nicht gefunden werden"
        documentTitle="Seite nicht gefunden"
        subtitle="Dieser Link funktioniert leider nicht. Bitte prüfen Sie die Adresse oder kehren Sie zur Startseite zurück."
      />
      <Button component={RouterLink} to="/" variant="contained" fullWidth>
        Zurück zur Startseite
      </Button>
    </Box>
  );
}
