import { useAppDataProvider } from '../../providers/use-app-data-provider';
import { useLoad } from '../../providers/use-load';

/** The floor plans and 3D models of a house (nothing while there is no house). */
export function useHouseFiles(houseId: string | null) {
  const dataProvider = useAppDataProvider();
  const images = useLoad(houseId, () => dataProvider.houseImages(houseId ?? ''));
  const views = useLoad(houseId, () => dataProvider.houseViews(houseId ?? ''));
  return { images, views };
}
