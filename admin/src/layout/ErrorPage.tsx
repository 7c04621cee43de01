import { UI_MESSAGES } from '@hauskonfig/shared';
import { FallbackBoundary } from '@hauskonfig/shared/react';
import { Box, Button, Card, CardActions, CardContent, Collapse, Typography } from '@mui/material';
import { useState, type ErrorInfo, type ReactNode } from 'react';
import { useBasename, useTranslate, type ErrorProps } from 'react-admin';
import { Link, useHref, useLocation } from 'react-router';

/** The admin home (/admin): links are resolved from the router's root, not react-admin's basename. */
const HomeLink = ({ children }: { children: ReactNode }) => {
  const basename = useBasename();
  return <Link to={`${basename}/`}>{children}</Link>;
};

interface ErrorCardProps {
  headline: string;
  description: string;
  details: string;
}

/** Spec section 2: the admin variant of the error page is a card with a show/hide details toggle. */
const ErrorCard = ({ headline, description, details }: ErrorCardProps) => {
  const [showDetails, setShowDetails] = useState(false);
  const basename = useBasename();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <Card sx={{ width: '100%', maxWidth: 720 }}>
        <CardContent>
          <Typography variant="h3" component="h1" gutterBottom>
            {headline}
          </Typography>
          <Typography>{description}</Typography>
          <Collapse in={showDetails}>
            <Box
              id="error-page-details"
              component="pre"
              sx={{
                mt: 2,
                p: 2,
                bgcolor: 'grey.100',
                maxHeight: 360,
                overflow: 'auto',
                whiteSpace: 'pre-wrap',
                fontSize: 12,
              }}
            >
              {details}
            </Box>
          </Collapse>
        </CardContent>
        <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
          <Button
            aria-expanded={showDetails}
            aria-controls="error-page-details"
            onClick={() => setShowDetails((shown) => !shown)}
          >
            {showDetails ? UI_MESSAGES.errorPage.hideDetails : UI_MESSAGES.errorPage.showDetails}
          </Button>
          <Button component={Link} to={`${basename}/`} variant="contained">
            {UI_MESSAGES.errorPage.backToHome}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
};

/** Spec section 2: a failure while showing the error page gets a plain text and a link home. */
const ErrorPageGuard = ({ children }: { children: ReactNode }) => (
  <FallbackBoundary
    fallback={() => (
      <Box sx={{ p: 4 }}>
        <Typography gutterBottom>{UI_MESSAGES.errorPage.errorInErrorPage}</Typography>
        <HomeLink>{UI_MESSAGES.errorPage.backToHome}</HomeLink>
      </Box>
    )}
  >
    {children}
  </FallbackBoundary>
);

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status > 0 ? status : undefined;
};

function technicalDetails(error: unknown, errorInfo: ErrorInfo | undefined): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return [text, errorInfo?.componentStack?.trim()].filter(Boolean).join('\n\n');
}

const ErrorContent = ({ error, errorInfo }: ErrorProps) => {
  const translate = useTranslate();
  const status = statusOf(error);
  return (
    <ErrorCard
      headline={status ? String(status) : translate('ra.page.error')}
      description={status === 404 ? UI_MESSAGES.errorPage.notFound : UI_MESSAGES.errorPage.defaultText}
      details={technicalDetails(error, errorInfo)}
    />
  );
};

/**
 * For react-admin's `<Layout error={ErrorPage}>`: the status (an HttpError's) or a general
 * headline, the German text, and the raw error behind the details toggle. react-admin resets the
 * error boundary when the location changes, so "back to home" leaves the error behind.
 */
export const ErrorPage = (props: ErrorProps) => (
  <ErrorPageGuard>
    <ErrorContent {...props} />
  </ErrorPageGuard>
);

const NotFoundContent = () => {
  const { pathname, search } = useLocation();
  const href = useHref(`${pathname}${search}`);
  return <ErrorCard headline="404" description={UI_MESSAGES.errorPage.notFound} details={`HTTP 404: ${href}`} />;
};

/** For `<Admin catchAll={NotFoundPage}>`: an unknown admin address. */
export const NotFoundPage = () => (
  <ErrorPageGuard>
    <NotFoundContent />
  </ErrorPageGuard>
);
