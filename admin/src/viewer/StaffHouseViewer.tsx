import { type HouseViewerProps, LoadedHouseViewer } from '@hauskonfig/shared/viewer';
import { fetchWithSession } from '../auth/fetch-with-session';
import { ViewerFallback } from './ViewerFallback';

/** The public site's viewer with the staff session's file access. */
export const StaffHouseViewer = (props: Omit<HouseViewerProps, 'fetchFile'>) => (
  <LoadedHouseViewer
    {...props}
    loading={<ViewerFallback height={props.height ?? 480} />}
    fetchFile={fetchWithSession}
  />
);
