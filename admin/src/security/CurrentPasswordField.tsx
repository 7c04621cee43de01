import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface CurrentPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The API's message when the password was the reason the step failed. */
  error?: string | null;
  fullWidth?: boolean;
}

/** "Ihr aktuelles Passwort": the acting staff member confirms a security change with it. */
export const CurrentPasswordField = ({ value, onChange, error, fullWidth }: CurrentPasswordFieldProps) => {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('app.secondFactor.currentPassword')}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ?? ' '}
      required
      autoFocus
      fullWidth={fullWidth}
    />
  );
};
