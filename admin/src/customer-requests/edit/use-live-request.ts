import { useEditContext } from 'react-admin';
import type { CustomerRequestRecord } from '../request-types';

/**
 * The request as last loaded from the API. The form keeps its own copy of the record (see
 * use-form-record.ts); cards that show server state (house, access, history) read this one.
 */
export function useLiveRequest() {
  const { record, refetch } = useEditContext<CustomerRequestRecord>();
  return { record, refetch };
}
