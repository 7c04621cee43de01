import Replay from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import type { HouseViewDto } from '@hauskonfig/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/use-app-data-provider';
import { apiErrorMessage } from '../../providers/request-errors';
import { useNotifyText } from '../../layout/use-notify-text';

/**
 * Queues a failed model's conversion again (e.g. after a worker outage); the answer (QUEUED)
 * replaces the row's state, which starts the polling of the conversion's progress.
 */
export const RetryConversionButton = ({
  view,
  onQueued,
}: {
  view: HouseViewDto;
  onQueued: (view: HouseViewDto) => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notifyText = useNotifyText();
  const [pending, setPending] = useState(false);

  const retry = () => {
    setPending(true);
    dataProvider.convertHouseView(view.id).then(
      (queued) => {
        setPending(false);
        onQueued(queued);
        notifyText(translate('app.templateHouses.views.retryQueued'), 'info');
      },
      (error: unknown) => {
        setPending(false);
        notifyText(apiErrorMessage(error, translate('app.templateHouses.views.retryFailed')), 'error');
      },
    );
  };

  return (
    <Button size="small" variant="outlined" startIcon={<Replay />} onClick={retry} disabled={pending}>
      {translate('app.templateHouses.views.retry')}
    </Button>
  );
};
