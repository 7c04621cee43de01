import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { UI_MESSAGES } from '../../messages/ui-messages.de.js';
import { FallbackBoundary } from '../../react/FallbackBoundary.js';

const WebGlUnavailable = () => (
  <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2 }}>
    <Alert severity="warning">{UI_MESSAGES.viewer.webGlUnavailable}</Alert>
  </Box>
);

/** The canvas throws when the browser has no WebGL; the rest of the viewer (images, leave) stays. */
export const WebGlBoundary = ({ children }: { children: ReactNode }) => (
  <FallbackBoundary fallback={() => <WebGlUnavailable />}>{children}</FallbackBoundary>
);
