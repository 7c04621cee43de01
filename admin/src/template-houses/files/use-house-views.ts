import type { HouseViewDto } from '@hauskonfig/shared';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/use-app-data-provider';
import { apiErrorMessage } from '../../providers/request-errors';
import { isConverting } from './house-drafts';
import { CONVERSION_POLL_MS } from './save-house';
import { useNotifyText } from '../../layout/use-notify-text';

/**
 * The stored 3D models of a house, polled while one of them is queued or converting so the
 * form shows the conversion's progress and result. `loadFailed` replaces the default error text.
 */
export function useHouseViews(houseId: string | undefined, loadFailed?: string) {
  const dataProvider = useAppDataProvider();
  const notifyText = useNotifyText();
  const translate = useTranslate();
  const [state, setState] = useState<{ houseId: string; views: HouseViewDto[] }>();

  useEffect(() => {
    if (!houseId) return;
    let active = true;
    dataProvider.houseViews(houseId).then(
      (views) => {
        if (active) setState({ houseId, views });
      },
      (error: unknown) => {
        if (active) {
          notifyText(apiErrorMessage(error, loadFailed ?? translate('app.templateHouses.views.loadFailed')), 'error');
        }
      },
    );
    return () => {
      active = false;
    };
  }, [dataProvider, houseId, loadFailed, notifyText, translate]);

  // The create page has no id: it shows what its save stored (the house it just created).
  const current = houseId === undefined || state?.houseId === houseId ? state?.views : undefined;
  const converting = !!houseId && !!current?.some(isConverting);

  useEffect(() => {
    if (!converting || !houseId) return;
    // A failed poll is simply repeated; staff need no notice for each.
    const timer = setInterval(() => {
      dataProvider.houseViews(houseId).then(
        (views) => setState({ houseId, views }),
        () => undefined,
      );
    }, CONVERSION_POLL_MS);
    return () => clearInterval(timer);
  }, [converting, dataProvider, houseId]);

  return {
    views: current ?? [],
    loading: !!houseId && !current,
    /** Shows the answer of a call made elsewhere (e.g. after saving), by default of this page's house. */
    show: useCallback(
      (views: HouseViewDto[], savedHouseId = houseId) => {
        if (savedHouseId) setState({ houseId: savedHouseId, views });
      },
      [houseId],
    ),
  };
}
