import { UI_MESSAGES } from '@hauskonfig/shared';
import { Alert, AlertTitle } from '@mui/material';
import { isInternetExplorer } from '../utils/browser';

/** Warning on the start page; renders nothing unless the browser is Internet Explorer. */
export const InternetExplorerWarning = () => {
  if (!isInternetExplorer()) {
    return null;
  }
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>Internet Explorer wird nicht unterstützt</AlertTitle>
      {UI_MESSAGES.general.internetExplorerWarning}
    </Alert>
  );
};
