import type { CatalogueHouseDto, ConfigureFilter, PropertyShape } from '@hauskonfig/shared';
import { useConfigureFilter } from './configure-filter-cookie';

type HousePlot = Pick<CatalogueHouseDto, 'propertyShape'>;

/** The shape chosen in the flow (kept in the filter), else the house's own. */
export const planPlotShape = (filter: ConfigureFilter, house: HousePlot): PropertyShape | null =>
  filter.propertyShape ?? house.propertyShape;

/**
 * The plot the visitor's own plan stands on: the shape chosen in the flow, else the house's own.
 * (The catalogue's house page shows each house on its own plot shape instead.)
 */
export function usePlanPlotShape(house: HousePlot): PropertyShape | null {
  const [filter] = useConfigureFilter();
  return planPlotShape(filter, house);
}
