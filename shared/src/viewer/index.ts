import { lazy } from 'react';

export type { HouseViewerProps, ViewerImage, ViewerModel } from './viewer-props.js';

function loadHouseViewer() {
  return import('./HouseViewer.js');
}

/**
 * The 3D house viewer, loaded on first render so three.js and its loaders land in their own
 * chunk. Render it inside `<Suspense>`; nothing here imports three.
 */
export const LazyHouseViewer = lazy(loadHouseViewer);

/** A new lazy viewer for a retry after its chunk failed to load: React keeps a failed `lazy()` for good. */
export const reloadHouseViewer = () => lazy(loadHouseViewer);
