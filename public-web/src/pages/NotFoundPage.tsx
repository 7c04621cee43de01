import { UI_MESSAGES } from '@hauskonfig/shared';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../components/PageHeader';

/** Catch-all route: unknown public paths (spec section 2: "this page could not be found", 404). */
export default function NotFoundPage() {
  return (
    <Box>
      <Typography variant="overline" component="p" color="primary" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        404
      </Typography>
      <PageHeader
        title={UI_MESSAGES.errorPage.notFound}
        subtitle={`${UI_MESSAGES.errorPage.linkNotWorking}. Bitte prüfen Sie die Adresse oder kehren Sie zur Startseite zurück.`}
      />
      <Button component={RouterLink} to="/" variant="contained" sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {UI_MESSAGES.errorPage.backToHome}
      </Button>
    </Box>
  );
}
