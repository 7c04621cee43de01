import { Alert, Button } from '@mui/material';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { UI_MESSAGES } from '../messages/ui-messages.de.js';
import { FallbackBoundary } from '../react/FallbackBoundary.js';
import type { HouseViewerProps } from './viewer-props.js';

const loadHouseViewer = () => import('./HouseViewer.js');

// One lazy component for every viewer on a page; three.js lands in its own chunk.
const LazyHouseViewer = lazy(loadHouseViewer);

export interface LoadedHouseViewerProps extends HouseViewerProps {
  /** Shown while the viewer's chunk (three.js) loads. */
  loading: ReactNode;
}

/**
 * The 3D house viewer, fetched on first render. A failed fetch of its chunk (or a crash inside it)
 * stays in its place with a retry, which fetches the chunk again: React keeps a failed `lazy()`
 * for good, so the retry needs a new one.
 */
export const LoadedHouseViewer = ({ loading, ...props }: LoadedHouseViewerProps) => {
  const [Viewer, setViewer] = useState(() => LazyHouseViewer);
  return (
    <FallbackBoundary
      fallback={(retry) => (
        <Alert
          severity="error"
          sx={{ my: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setViewer(() => lazy(loadHouseViewer));
                retry();
              }}
            >
              {UI_MESSAGES.viewer.retry}
            </Button>
          }
        >
          {UI_MESSAGES.viewer.viewerLoadFailed}
        </Alert>
      )}
    >
      <Suspense fallback={loading}>
        <Viewer {...props} />
      </Suspense>
    </FallbackBoundary>
  );
};
