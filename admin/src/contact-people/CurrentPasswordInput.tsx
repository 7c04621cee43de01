import { useMemo } from 'react';
import { PasswordInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { changesLogin, currentPasswordRequiredFor } from './contact-person-validation';

/** The acting staff member's own password, asked for only while the save would change the login. */
export const CurrentPasswordInput = ({ savedUsername }: { savedUsername: string | null }) => {
  const [username, password] = useWatch({ name: ['username', 'password'] }) as unknown[];
  const validate = useMemo(() => [currentPasswordRequiredFor(savedUsername)], [savedUsername]);
  if (!changesLogin({ username, password }, savedUsername)) return null;
  return (
    <PasswordInput
      source="currentPassword"
      autoComplete="current-password"
      validate={validate}
      helperText="app.contactPeople.currentPasswordHint"
    />
  );
};
