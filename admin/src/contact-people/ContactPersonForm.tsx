import { UI_MESSAGES } from '@hauskonfig/shared';
import {
  BooleanInput,
  ImageField,
  ImageInput,
  Labeled,
  PasswordInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { ContactPersonFormToolbar } from './ContactPersonFormToolbar';
import { CurrentPasswordInput } from './CurrentPasswordInput';
import { InvalidFormNotice } from './InvalidFormNotice';
import { LoginChangeHistory } from './LoginChangeHistory';
import { ResetSecondFactor } from './ResetSecondFactor';
import { ContactPersonPhoto } from './ContactPersonPhoto';
import { useContactPersonSubmit } from './contact-person-save';
import {
  validateEmail,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validatePhotoRequired,
  validateUsername,
} from './contact-person-validation';
import type { ContactPersonRecord } from './types';

const IMAGE_TYPES = { 'image/*': [] };

/**
 * The one form of create and edit: photo, contact data, published, and an optional staff login
 * (username and a new password, sent only when filled, confirmed with one's own password), with
 * the record of the login's changes.
 */
export const ContactPersonForm = ({ failureMessage }: { failureMessage: string }) => {
  const record = useRecordContext<ContactPersonRecord>();
  const notify = useNotify();
  const onSubmit = useContactPersonSubmit(failureMessage);
  const login = record?.username ? 'withLogin' : 'withoutLogin';
  return (
    <SimpleForm
      onSubmit={onSubmit}
      toolbar={<ContactPersonFormToolbar />}
      warnWhenUnsavedChanges
      disableInvalidFormNotification
    >
      <InvalidFormNotice />
      {record?.imageUrl && (
        <Labeled label="app.contactPeople.currentPhoto">
          <ContactPersonPhoto imageUrl={record.imageUrl} name={record.name} size={96} />
        </Labeled>
      )}
      <ImageInput
        source="image"
        accept={IMAGE_TYPES}
        validate={record?.imageUrl ? undefined : validatePhotoRequired}
        helperText={record?.imageUrl ? 'app.contactPeople.replacePhotoHint' : false}
        options={{ onDropRejected: () => notify(UI_MESSAGES.contactPeople.chooseImage, { type: 'error' }) }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <TextInput source="name" validate={validateName} />
      <TextInput source="email" type="email" validate={validateEmail} />
      <TextInput source="phoneNumber" type="tel" validate={validatePhone} />
      <BooleanInput source="published" defaultValue={false} />
      <TextInput
        source="username"
        autoComplete="off"
        validate={validateUsername[login]}
        helperText={
          login === 'withLogin' ? 'app.contactPeople.usernameHintKeep' : 'app.contactPeople.usernameHintNewLogin'
        }
      />
      <PasswordInput
        source="password"
        autoComplete="new-password"
        validate={validatePassword[login]}
        helperText={
          login === 'withLogin' ? 'app.contactPeople.passwordHintKeep' : 'app.contactPeople.passwordHintNewLogin'
        }
      />
      <PasswordInput
        source="passwordConfirmation"
        autoComplete="new-password"
        validate={validatePasswordConfirmation}
      />
      <CurrentPasswordInput savedUsername={record?.username ?? null} />
      {record?.secondFactorEnabled && <ResetSecondFactor personId={record.id} name={record.name} />}
      {record?.loginChanges?.length ? <LoginChangeHistory changes={record.loginChanges} /> : null}
    </SimpleForm>
  );
};
