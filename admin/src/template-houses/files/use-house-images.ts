import { type HouseImageListDto, UI_MESSAGES } from '@hauskonfig/shared';
import { useCallback, useEffect, useState } from 'react';
import { useAppDataProvider } from '../../providers/use-app-data-provider';
import { apiErrorMessage } from '../../providers/request-errors';
import { useNotifyText } from '../../layout/use-notify-text';

/**
 * The stored images of a house (none for a house not created yet, until its first save shows
 * them); `loadFailed` replaces the default error text.
 */
export function useHouseImages(houseId: string | undefined, loadFailed?: string) {
  const dataProvider = useAppDataProvider();
  const notifyText = useNotifyText();
  const [state, setState] = useState<{ houseId: string; images: HouseImageListDto }>();

  useEffect(() => {
    if (!houseId) return;
    let active = true;
    dataProvider.houseImages(houseId).then(
      (images) => {
        if (active) setState({ houseId, images });
      },
      (error: unknown) => {
        if (active) notifyText(apiErrorMessage(error, loadFailed ?? UI_MESSAGES.preview.imagesLoadFailed), 'error');
      },
    );
    return () => {
      active = false;
    };
  }, [dataProvider, houseId, loadFailed, notifyText]);

  // The create page has no id: it shows what its save stored (the house it just created).
  const current = houseId === undefined || state?.houseId === houseId ? state?.images : undefined;
  return {
    images: current ?? null,
    loading: !!houseId && !current,
    /** Shows the answer of a call made elsewhere (e.g. after saving), by default of this page's house. */
    show: useCallback(
      (images: HouseImageListDto, savedHouseId = houseId) => {
        if (savedHouseId) setState({ houseId: savedHouseId, images });
      },
      [houseId],
    ),
  };
}
