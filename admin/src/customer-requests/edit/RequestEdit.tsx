import { UI_MESSAGES } from '@hauskonfig/shared';
import { useState } from 'react';
import { Edit, ResourceContextProvider, useNotify, useParams, useRedirect } from 'react-admin';
import { apiErrorBody, apiErrorMessage } from '../../providers/request-errors';
import { toUpdatePayload } from '../common/request-payload';
import type { CustomerRequestRecord } from '../request-types';
import { RequestEditActions } from './RequestEditActions';
import { RequestEditForm } from './RequestEditForm';
import { RequestEditSkeleton } from './RequestEditSkeleton';

/**
 * `/admin/customer-requests/edit/{id}`, a custom route outside the resource's own routes.
 * Saving stays on the page; only the editable fields are sent.
 */
export const RequestEdit = () => {
  const { id } = useParams<{ id: string }>();
  const notify = useNotify();
  const redirect = useRedirect();
  // Counts successful saves, so the form takes the saved record even when no value changed.
  const [saveCount, setSaveCount] = useState(0);
  if (!id) return null;
  return (
    <ResourceContextProvider value="customer-requests">
      <Edit<CustomerRequestRecord>
        id={id}
        redirect={false}
        mutationMode="pessimistic"
        transform={toUpdatePayload}
        component="div"
        // A row from the list cache lacks history and works: the form waits for the whole request.
        render={({ record }) =>
          record?.statusHistory ? <RequestEditForm saveCount={saveCount} /> : <RequestEditSkeleton />
        }
        // The heading is the page's own (RequestEditActions); the app bar has no title slot.
        title={false}
        actions={<RequestEditActions />}
        queryOptions={{
          onError: (error: unknown) => {
            notify(
              apiErrorBody(error)?.statusCode === 404
                ? 'ra.notification.item_doesnt_exist'
                : (apiErrorMessage(error) ?? UI_MESSAGES.customerRequests.loadFailed),
              { type: 'error' },
            );
            redirect('list', 'customer-requests');
          },
        }}
        mutationOptions={{
          // The page's save (use-save-request-page.ts) notifies once, after the files too.
          onSuccess: () => setSaveCount((count) => count + 1),
          onError: () => undefined,
        }}
      />
    </ResourceContextProvider>
  );
};
