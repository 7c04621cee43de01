import { UI_MESSAGES } from '@hauskonfig/shared';
import { Create, useTranslate } from 'react-admin';
import { PageHeader } from '../layout/PageHeader';
import { ContactPersonForm } from './ContactPersonForm';
import { omitPasswordConfirmation } from './contact-person-save';
import { useSavedToList } from './use-saved-to-list';

export const ContactPersonCreate = () => {
  const translate = useTranslate();
  const onSuccess = useSavedToList('created');
  return (
    <Create
      actions={<PageHeader title={translate('resources.contact-people.page.create')} />}
      transform={omitPasswordConfirmation}
      mutationOptions={{ onSuccess }}
    >
      <ContactPersonForm failureMessage={UI_MESSAGES.contactPeople.addFailed} />
    </Create>
  );
};
