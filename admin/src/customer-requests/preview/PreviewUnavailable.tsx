import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Empty state when the API does not release the preview (wrong status, unknown request, error). */
export const PreviewUnavailable = ({ message, action }: { message: string; action: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
          <VisibilityOffIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
          <Typography component="h1" variant="h5">
            {translate('app.customerRequests.preview.unavailable')}
          </Typography>
          <Typography role="alert" variant="body1" sx={{ maxWidth: 560 }}>
            {message}
          </Typography>
          {action}
        </Stack>
      </CardContent>
    </Card>
  );
};
