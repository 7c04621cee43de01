import { UI_MESSAGES } from '@hauskonfig/shared';
import { Box, Link, Typography } from '@mui/material';
import { Component, type ReactNode } from 'react';

/**
 * Spec section 2: an error while showing the error page gets a plain text and a link home. A plain
 * anchor (not the router's link) so it works even when the router itself is what failed.
 */
export class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box component="main" sx={{ p: 4 }}>
        <Typography component="h1" variant="h6" gutterBottom>
          {UI_MESSAGES.errorPage.errorInErrorPage}
        </Typography>
        <Link href="/">{UI_MESSAGES.errorPage.backToHome}</Link>
      </Box>
    );
  }
}
