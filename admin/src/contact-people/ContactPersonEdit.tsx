import { UI_MESSAGES } from '@hauskonfig/shared';
import { Edit } from 'react-admin';
import { ContactPersonForm } from './ContactPersonForm';
import { omitPasswordConfirmation } from './contact-person-save';

/** Pessimistic: the photo upload must succeed (or show its error at the fields) before leaving the form. */
export const ContactPersonEdit = () => (
  <Edit transform={omitPasswordConfirmation} mutationMode="pessimistic" redirect="list">
    <ContactPersonForm failureMessage={UI_MESSAGES.contactPeople.updateFailed} />
  </Edit>
);
