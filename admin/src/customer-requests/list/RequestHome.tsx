import { ResourceContextProvider } from 'react-admin';
import { RequestList } from './RequestList';

/** `/admin` (spec section 2: the home shows the request list); react-admin's home has no resource of its own. */
export const RequestHome = () => (
  <ResourceContextProvider value="customer-requests">
    <RequestList />
  </ResourceContextProvider>
);
