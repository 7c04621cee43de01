import { UI_MESSAGES } from '@hauskonfig/shared';
import { Box, Typography } from '@mui/material';
import { api } from '../api/endpoints';
import { ErrorBlock } from '../components/ErrorBlock';
import { HouseCard } from '../components/HouseCard';
import { LoadingBlock } from '../components/LoadingBlock';
import { useApiData } from '../hooks/use-api-data';
import { de } from '../i18n/de';
import { useConfigureFilter } from '../state/configure-filter-cookie';

const MAX_SUGGESTIONS = 3;

/** Other template houses matching the visitor's filter (spec: template house suggestions). */
export const Suggestions = ({ excludeId }: { excludeId?: string }) => {
  const [filter] = useConfigureFilter();
  // Only plot shape and method: the roof and size are details a suggestion may differ in.
  const broad = { propertyShape: filter.propertyShape, constructionMethod: filter.constructionMethod };
  const houses = useApiData(
    `suggestions:${JSON.stringify(broad)}`,
    (signal) => api.templates(broad, signal),
    UI_MESSAGES.houses.suggestionsLoadFailed,
  );
  if (houses.loading) return <LoadingBlock label={de.common.loading} />;
  // One fixed message for this failure (spec section 8), whatever the API said.
  if (houses.error) return <ErrorBlock message={UI_MESSAGES.houses.suggestionsLoadFailed} onRetry={houses.reload} />;
  const others = (houses.data ?? []).filter((house) => house.id !== excludeId).slice(0, MAX_SUGGESTIONS);
  if (others.length === 0) return <Typography color="text.secondary">{de.yourHouse.noSuggestions}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
      {others.map((house) => (
        <HouseCard key={house.id} house={house} />
      ))}
    </Box>
  );
};
