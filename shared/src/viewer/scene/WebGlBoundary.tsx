import { Alert, Box } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { UI_MESSAGES } from '../../messages/ui-messages.de.js';

/** The canvas throws when the browser has no WebGL; the rest of the viewer (images, leave) stays. */
export class WebGlBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2 }}>
        <Alert severity="warning">{UI_MESSAGES.viewer.webGlUnavailable}</Alert>
      </Box>
    );
  }
}
