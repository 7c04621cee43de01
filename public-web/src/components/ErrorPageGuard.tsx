import { UI_MESSAGES } from '@hauskonfig/shared';
import { FallbackBoundary } from '@hauskonfig/shared/react';
import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Spec section 2: an error while showing the error page gets a plain text and a link home. A plain
 * anchor (not the router's link) so it works even when the router itself is what failed.
 */
const ErrorInErrorPage = () => (
  <Box component="main" sx={{ p: 4 }}>
    <Typography component="h1" variant="h6" gutterBottom>
      {UI_MESSAGES.errorPage.errorInErrorPage}
    </Typography>
    <Link href="/">{UI_MESSAGES.errorPage.backToHome}</Link>
  </Box>
);

export const ErrorPageGuard = ({ children }: { children: ReactNode }) => (
  <FallbackBoundary fallback={() => <ErrorInErrorPage />}>{children}</FallbackBoundary>
);
