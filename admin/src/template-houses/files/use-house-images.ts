import { type HouseImageListDto, UI_MESSAGES } from '@hauskonfig/shared';
import { useCallback, useEffect, useState } from 'react';
import { useAppDataProvider } from '../../providers/use-app-data-provider';
import { apiErrorMessage } from '../../providers/request-errors';
import { useNotifyText } from '../../layout/use-notify-text';

/** The stored images of a house (none for a house not created yet); `loadFailed` replaces the default error text. */
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

  const current = state?.houseId === houseId ? state?.images : undefined;
  return {
    images: current ?? null,
    loading: !!houseId && !current,
    /** Shows the answer of a call made elsewhere (e.g. after saving). */
    show: useCallback(
      (images: HouseImageListDto) => {
        if (houseId) setState({ houseId, images });
      },
      [houseId],
    ),
  };
}
