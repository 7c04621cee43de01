import { ErrorCode, UI_MESSAGES } from '@hauskonfig/shared';
import { useCallback, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { useAppDataProvider } from '../../providers/use-app-data-provider';
import { apiErrorBody, apiErrorMessage } from '../../providers/request-errors';
import { useNotifyText } from '../../layout/use-notify-text';

/** The API's refusal to publish: its German headline and one line per missing item. */
export interface PublishRefusal {
  message: string;
  missing: string[];
}

/** Publishes or withdraws a house; a refusal for missing data is kept to be shown as a list. */
export function usePublishHouse() {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<PublishRefusal | null>(null);

  const publish = useCallback(
    async (houseId: string, publishHouse: boolean): Promise<boolean> => {
      setPending(true);
      try {
        await dataProvider.publishHouse(houseId, publishHouse);
        notify(publishHouse ? 'app.templateHouses.publish.published' : 'app.templateHouses.publish.withdrawn', {
          type: 'success',
        });
        refresh();
        return true;
      } catch (error) {
        const body = apiErrorBody(error);
        if (body?.code === ErrorCode.PUBLISH_INCOMPLETE) {
          setRefusal({
            message: body.message ?? UI_MESSAGES.houses.publishFailed,
            missing: (body.errors ?? []).flatMap((entry) => entry.messages),
          });
        } else {
          notifyText(apiErrorMessage(error, UI_MESSAGES.houses.publishFailed), 'error');
        }
        return false;
      } finally {
        setPending(false);
      }
    },
    [dataProvider, notify, notifyText, refresh],
  );

  return { publish, pending, refusal, dismissRefusal: useCallback(() => setRefusal(null), []) };
}
