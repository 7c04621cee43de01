import { UI_MESSAGES } from '@hauskonfig/shared';
import { DeleteWithConfirmButton, SaveButton, Toolbar, useNotify } from 'react-admin';
import { apiErrorMessage } from '../../providers/request-errors';

/**
 * Save and delete, kept in view at the bottom of the long edit page. On phones too it stays in
 * the page's flow (react-admin fixes it to the screen there, over the page's last buttons).
 */
export const RequestEditToolbar = () => {
  const notify = useNotify();
  return (
    <Toolbar
      sx={{
        mt: 2,
        justifyContent: 'space-between',
        '&, &.RaToolbar-mobileToolbar': { position: 'sticky', bottom: 0, zIndex: 2 },
      }}
    >
      <SaveButton />
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        confirmTitle="resources.customer-requests.message.delete_title"
        confirmContent="resources.customer-requests.message.delete_content"
        mutationOptions={{
          onError: (error: unknown) =>
            notify(apiErrorMessage(error) ?? UI_MESSAGES.customerRequests.deleteFailed, { type: 'error' }),
        }}
      />
    </Toolbar>
  );
};
