import { type HouseViewerProps, LazyHouseViewer } from '@hauskonfig/shared/viewer';
import { Suspense } from 'react';
import { fetchWithSession } from '../auth/fetch-with-session';
import { ViewerFallback } from './ViewerFallback';

/** The public site's viewer with the staff session's file access. */
export const StaffHouseViewer = (props: Omit<HouseViewerProps, 'fetchFile'>) => (
  <Suspense fallback={<ViewerFallback height={props.height ?? 480} />}>
    <LazyHouseViewer {...props} fetchFile={fetchWithSession} />
  </Suspense>
);
