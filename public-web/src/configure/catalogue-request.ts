import { catalogueRequestPath, type CatalogueHouseDto, type ConfigureFilter } from '@hauskonfig/shared';
import { api } from '../api/endpoints';
import { hasInitialAnswer, takeInitialAnswer } from '../api/initial-answer';
import { configureFilterStore } from '../state/configure-filter-cookie';

let started: { key: string; answer: Promise<CatalogueHouseDto[]> } | null = null;

/**
 * Route loader of /configure: asks for the catalogue while the page's code is still loading
 * (instead of after it), then lets the navigation go on without waiting for the answer.
 */
export function catalogueLoader(): null {
  const filter = configureFilterStore.get();
  if (hasInitialAnswer(catalogueRequestPath(filter))) return null;
  const answer = api.templates(filter);
  // The page takes the answer over and reports a failure; unclaimed, it must not be unhandled.
  answer.catch(() => undefined);
  started = { key: JSON.stringify(filter), answer };
  return null;
}

/** The catalogue for the filter: the answer the loader asked for if it matches, else a new call. */
export function loadCatalogue(filter: ConfigureFilter, signal: AbortSignal): Promise<CatalogueHouseDto[]> {
  if (started?.key === JSON.stringify(filter)) {
    const { answer } = started;
    started = null;
    return answer;
  }
  return api.templates(filter, signal);
}

/** The catalogue for the filter the server embedded in the page, if it did (taken once). */
export const initialCatalogue = (filter: ConfigureFilter): CatalogueHouseDto[] | undefined =>
  takeInitialAnswer<CatalogueHouseDto[]>(catalogueRequestPath(filter));
