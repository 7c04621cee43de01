export type { HouseViewerProps, ViewerImage, ViewerModel } from './viewer-props.js';
export { LoadedHouseViewer, type LoadedHouseViewerProps } from './LoadedHouseViewer.js';
