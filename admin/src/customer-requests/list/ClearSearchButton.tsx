import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button, useListContext } from 'react-admin';

/** Empties every search field at once (the spec's "clear search"). */
export const ClearSearchButton = () => {
  const { filterValues, setFilters } = useListContext();
  const hasFilter = Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== '');
  return (
    <Button label="app.customerRequests.list.clearSearch" onClick={() => setFilters({}, {})} disabled={!hasFilter}>
      <FilterAltOffIcon />
    </Button>
  );
};
