import InboxIcon from '@mui/icons-material/Inbox';
import type { ResourceProps } from 'react-admin';
import { RequestCreate } from './create/RequestCreate';
import { RequestList } from './list/RequestList';

/**
 * The customer-requests resource as App.tsx registers it; the icon is the navbar's. Its edit and
 * preview pages are custom routes (the spec's URLs put the action before the id).
 */
export const customerRequests = {
  list: RequestList,
  create: RequestCreate,
  icon: InboxIcon,
} satisfies Omit<ResourceProps, 'name'>;

export { RequestEdit } from './edit/RequestEdit';
export { RequestHome } from './list/RequestHome';
export { RequestPreview } from './preview/RequestPreview';
