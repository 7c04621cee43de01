import { UI_MESSAGES, type CatalogueHouseDto, type ConfigureFilter } from '@hauskonfig/shared';
import { useEffect, useRef, useState } from 'react';
import { useApiData, type ApiData } from '../hooks/use-api-data';
import { useOnline } from '../hooks/use-online';
import { initialCatalogue, loadCatalogue } from './catalogue-request';

export interface Catalogue extends ApiData<CatalogueHouseDto[]> {
  /** Offline: `data` is the last list shown, not yet the one for the current filter. */
  offline: boolean;
}

/**
 * The catalogue for the filter. Offline, a filter change asks nothing (the request could only
 * fail) and the last list stays; once the connection is back the current filter is asked for,
 * and a request the lost connection broke is made again.
 */
export function useCatalogue(filter: ConfigureFilter): Catalogue {
  const online = useOnline();
  const houses = useApiData(
    online ? JSON.stringify(filter) : null,
    (signal) => loadCatalogue(filter, signal),
    UI_MESSAGES.houses.loadFailed,
    () => initialCatalogue(filter),
  );
  const [lastList, setLastList] = useState(houses.data);
  if (houses.data && houses.data !== lastList) setLastList(houses.data);

  const wasOnline = useRef(online);
  const { error, reload } = houses;
  useEffect(() => {
    if (online && !wasOnline.current && error !== undefined) reload();
    wasOnline.current = online;
  }, [online, error, reload]);

  return online ? { ...houses, offline: false } : { ...houses, data: lastList, offline: true };
}
