import { Alert, Button } from '@mui/material';
import { de } from '../i18n/de';

/** A failed load: the German reason and a way to try again. */
export const ErrorBlock = ({ message, onRetry }: { message: string; onRetry?: () => void }) => (
  <Alert
    severity="error"
    sx={{ my: 2 }}
    action={
      onRetry && (
        <Button color="inherit" size="small" onClick={onRetry}>
          {de.common.retry}
        </Button>
      )
    }
  >
    {message}
  </Alert>
);
