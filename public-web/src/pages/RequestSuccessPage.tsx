import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../components/PageHeader';

/** `/request/successfully-created`: success message after sending. */
export default function RequestSuccessPage() {
  return (
    <Box>
      <PageHeader
        title="Vielen Dank für Ihre Anfrage"
        documentTitle="Anfrage gesendet"
        subtitle="Ihre Ansprechperson meldet sich innerhalb der nächsten Arbeitswoche telefonisch oder per E-Mail bei Ihnen, um ein erstes unverbindliches Gespräch zu vereinbaren."
      />
      <Button component={RouterLink} to="/" variant="contained" fullWidth>
        Zur Startseite
      </Button>
    </Box>
  );
}
