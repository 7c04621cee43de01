import { UI_MESSAGES } from '@hauskonfig/shared';
import { Box, Button, Collapse, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPageGuard } from '../components/ErrorPageGuard';
import { PageHeader } from '../components/PageHeader';
import { de } from '../i18n/de';
import { MobileShell } from '../layouts/MobileLayout';
import { GlobalSnackbar } from '../notifications/GlobalSnackbar';
import { isChunkLoadError, reloadOnceAfterChunkError } from '../utils/chunk-reload';

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === 'string' ? error.data : JSON.stringify(error.data, null, 2);
    return `${error.status} ${error.statusText}\n${data ?? ''}`;
  }
  if (error instanceof Error) {
    return error.stack ?? `${error.name}: ${error.message}`;
  }
  return String(error);
};

const ErrorContent = () => {
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
          title={status ? String(status) : UI_MESSAGES.errorPage.defaultText}
          documentTitle={de.errorPage.documentTitle}
          subtitle={status === 404 ? UI_MESSAGES.errorPage.linkNotWorking : de.errorPage.otherError}
        />
        <Button
          variant="text"
          size="small"
          aria-expanded={showDetails}
          aria-controls="error-details"
          onClick={() => setShowDetails((shown) => !shown)}
          sx={{ mb: 1 }}
        >
          {showDetails ? UI_MESSAGES.errorPage.hideDetails : UI_MESSAGES.errorPage.showDetails}
        </Button>
        <Collapse in={showDetails}>
          <Typography
            id="error-details"
            component="pre"
            variant="body2"
            sx={{ p: 1.5, mb: 2, bgcolor: 'grey.100', overflowX: 'auto', whiteSpace: 'pre-wrap', fontSize: 12 }}
          >
            {describe(error)}
          </Typography>
        </Collapse>
        {/* A full page load: whatever broke is left behind. */}
        <Button component="a" href="/" variant="contained" sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {UI_MESSAGES.errorPage.backToHome}
        </Button>
      </Box>
      <GlobalSnackbar />
    </MobileShell>
  );
};

/**
 * Error element of the router (loader errors, failed page chunks, render errors): the HTTP status
 * as headline (otherwise "Ups..."), for 404 "this link does not work", the raw error behind a
 * details toggle and the way home. A page chunk that no longer exists (stale build after a
 * deployment) reloads the page once.
 */
export const RouteErrorPage = () => (
  <ErrorPageGuard>
    <ErrorContent />
  </ErrorPageGuard>
);
