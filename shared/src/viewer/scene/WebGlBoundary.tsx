import { Alert, Box } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { UI_MESSAGES } from '../../messages/ui-messages.de.js';
import { FallbackBoundary } from '../../react/FallbackBoundary.js';

const WebGlUnavailable = ({ onShown }: { onShown?: () => void }) => {
  useEffect(() => onShown?.(), [onShown]);
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2 }}>
      <Alert severity="warning">{UI_MESSAGES.viewer.webGlUnavailable}</Alert>
    </Box>
  );
};

interface WebGlBoundaryProps {
  children: ReactNode;
  /** Told once the canvas gave way to the message (e.g. to move the focus it had). */
  onUnavailable?: () => void;
}

/** The canvas throws when the browser has no WebGL; the rest of the viewer (images, leave) stays. */
export const WebGlBoundary = ({ children, onUnavailable }: WebGlBoundaryProps) => (
  <FallbackBoundary fallback={() => <WebGlUnavailable onShown={onUnavailable} />}>{children}</FallbackBoundary>
);
