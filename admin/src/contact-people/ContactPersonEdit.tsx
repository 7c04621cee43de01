import { UI_MESSAGES } from '@hauskonfig/shared';
import { Edit } from 'react-admin';
import { ContactPersonEditHeader } from './ContactPersonEditHeader';
import { ContactPersonForm } from './ContactPersonForm';
import { omitPasswordConfirmation } from './contact-person-save';
import { useSavedToList } from './use-saved-to-list';

/** Pessimistic: the photo upload must succeed (or show its error at the fields) before leaving the form. */
export const ContactPersonEdit = () => {
  const onSuccess = useSavedToList('updated');
  return (
    <Edit
      actions={<ContactPersonEditHeader />}
      transform={omitPasswordConfirmation}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
    >
      <ContactPersonForm failureMessage={UI_MESSAGES.contactPeople.updateFailed} />
    </Edit>
  );
};
