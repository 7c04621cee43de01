import { UI_MESSAGES } from '@hauskonfig/shared';
import { Edit, useRedirect } from 'react-admin';
import { apiErrorMessage } from '../../providers/request-errors';
import { HouseEditHeader } from './HouseEditHeader';
import { HouseForm } from '../form/HouseForm';
import { TemplateHouseOnly } from './TemplateHouseOnly';
import { useNotifyText } from '../../layout/use-notify-text';

/** /admin/template-houses/{id}: the house form plus publishing and withdrawing. */
export const HouseEdit = () => {
  const notifyText = useNotifyText();
  const redirect = useRedirect();
  return (
    <Edit
      actions={<HouseEditHeader />}
      queryOptions={{
        // Spec section 8: loading a template house shows the server's message.
        onError: (error) => {
          notifyText(apiErrorMessage(error, UI_MESSAGES.houses.loadOneFailed), 'error');
          redirect('list', 'template-houses');
        },
      }}
    >
      <TemplateHouseOnly>
        <HouseForm />
      </TemplateHouseOnly>
    </Edit>
  );
};
