import type { CatalogueHouseDto, PropertyShape } from '@hauskonfig/shared';
import { useConfigureFilter } from './configure-filter-cookie';

/**
 * The plot the visitor's own plan stands on: the shape chosen in the flow, else the house's own.
 * (The catalogue's house page shows each house on its own plot shape instead.)
 */
export function usePlanPlotShape(house: Pick<CatalogueHouseDto, 'propertyShape'>): PropertyShape | null {
  const [filter] = useConfigureFilter();
  return filter.propertyShape ?? house.propertyShape;
}
