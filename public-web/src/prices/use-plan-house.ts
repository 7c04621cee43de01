import { UI_MESSAGES, type CatalogueHouseDto } from '@hauskonfig/shared';
import { api } from '../api/endpoints';
import { useApiData } from '../hooks/use-api-data';

/**
 * The chosen template house as the API has it now (its stage prices and plot shape, which the
 * stored choice does not keep): prices always current. Failures are shown by the prices
 * themselves ("Preis auf Anfrage" and a quiet note), not announced.
 */
export function usePlanHouse(houseId: string | null | undefined) {
  return useApiData<CatalogueHouseDto>(
    houseId ? `plan-house:${houseId}` : null,
    (signal) => api.house(houseId ?? '', signal),
    UI_MESSAGES.houses.loadOneFailed,
    undefined,
    { shownInline: true },
  );
}
