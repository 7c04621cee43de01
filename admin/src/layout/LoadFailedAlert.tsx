import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

interface LoadFailedAlertProps {
  /** What could not be loaded, with the server's reason when there is one. */
  message: string;
  onRetry: () => void;
}

/**
 * In place of data that failed to load, with "Erneut laden". The button is MUI's, not
 * react-admin's: that one drops its label on a phone.
 */
export const LoadFailedAlert = ({ message, onRetry }: LoadFailedAlertProps) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.reload')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
};
