import { UI_MESSAGES } from '@hauskonfig/shared';
import { Create } from 'react-admin';
import { ContactPersonForm } from './ContactPersonForm';
import { omitPasswordConfirmation } from './contact-person-save';

export const ContactPersonCreate = () => (
  <Create transform={omitPasswordConfirmation} redirect="list">
    <ContactPersonForm failureMessage={UI_MESSAGES.contactPeople.addFailed} />
  </Create>
);
