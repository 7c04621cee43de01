import { lazy } from 'react';

export type { HouseViewerProps, ViewerImage, ViewerModel } from './viewer-props.js';

/**
 * The 3D house viewer, loaded on first render so three.js and its loaders land in their own
 * chunk. Render it inside `<Suspense>`; nothing here imports three.
 */
export const LazyHouseViewer = lazy(() => import('./HouseViewer.js'));
