import { useEffect, useState } from 'react';
import { Box, Button, Collapse, Typography } from '@mui/material';
import { Link as RouterLink, isRouteErrorResponse, useRouteError } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { MobileShell } from '../layouts/MobileLayout';
import { isChunkLoadError, reloadOnceAfterChunkError } from '../utils/chunk-reload';

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error)) {
    return `${error.status} ${error.statusText}\n${typeof error.data === 'string' ? error.data : JSON.stringify(error.data, null, 2)}`;
  }
  if (error instanceof Error) {
    return error.stack ?? `${error.name}: ${error.message}`;
  }
  return String(error);
};

/**
 * Error element of the router (loader errors, failed page chunks, render errors).
 * Headline is the HTTP status if there is one, otherwise "Ups...".
 * A page chunk that no longer exists (stale build after a deployment) reloads the page once.
 */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const [showDetails, setShowDetails] = useState(false);
  const status = isRouteErrorResponse(error) ? error.status : undefined;

  useEffect(() => {
    if (isChunkLoadError(error)) {
      reloadOnceAfterChunkError();
    }
  }, [error]);

  return (
    <MobileShell>
      <Box>
        <PageHeader
          title={status ? String(status) : 'Ups …'}
          documentTitle="Fehler"
          subtitle={
            status === 404
              ? 'Dieser Link funktioniert leider nicht.'
              : 'Beim Anzeigen dieser Seite ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.'
          }
        />
        <Button variant="text" size="small" onClick={() => setShowDetails((shown) => !shown)} sx={{ mb: 1 }}>
          {showDetails ? 'Details ausblenden' : 'Details anzeigen'}
        </Button>
        <Collapse in={showDetails}>
          <Typography
            component="pre"
            variant="body2"
            sx={{ p: 1.5, mb: 2, bgcolor: 'grey.100', overflowX: 'auto', whiteSpace: 'pre-wrap', fontSize: 12 }}
          >
            {describe(error)}
          </Typography>
        </Collapse>
        <Button component={RouterLink} to="/" variant="contained" fullWidth reloadDocument>
          Zurück zur Startseite
        </Button>
      </Box>
    </MobileShell>
  );
};
