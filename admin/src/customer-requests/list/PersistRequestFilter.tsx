import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { writeStoredFilter } from './request-filter-storage';

/** Keeps the current list filter under the spec's storage key, so the next visit restores it. */
export const PersistRequestFilter = () => {
  const { filterValues } = useListContext();
  const serialized = JSON.stringify(filterValues ?? {});
  useEffect(() => {
    writeStoredFilter(JSON.parse(serialized));
  }, [serialized]);
  return null;
};
