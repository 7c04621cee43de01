import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { logoutReason } from '../auth/logout-reason';

/** On the login page after someone else ended the session: why, once (a reload no longer shows it). */
export const LogoutReason = () => {
  const [message] = useState(logoutReason.pending);
  useEffect(() => logoutReason.shown(), []);
  if (!message) return null;
  return (
    <Alert
      severity="warning"
      // As wide as the form's fields (its 300 px less padding), which keeps the card's width.
      sx={{ mx: 2, mt: 2, boxSizing: 'border-box', width: { sm: 268 } }}
      data-testid="logout-reason"
    >
      {message}
    </Alert>
  );
};
