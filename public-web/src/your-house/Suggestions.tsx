import { pickSuggestions, suggestionFilter, UI_MESSAGES } from '@hauskonfig/shared';
import { Box, Typography } from '@mui/material';
import { api } from '../api/endpoints';
import { ErrorBlock } from '../components/ErrorBlock';
import { HouseCard } from '../components/HouseCard';
import { LoadingBlock } from '../components/LoadingBlock';
import { useApiData } from '../hooks/use-api-data';
import { de } from '../i18n/de';

/**
 * Template houses like the chosen one (spec: template house suggestions): same plot shape and
 * construction method, similar size (shared rule `suggestionFilter`), never the house itself.
 */
export const Suggestions = ({ houseId }: { houseId: string }) => {
  const houses = useApiData(
    `suggestions:${houseId}`,
    async (signal) => {
      const chosen = await api.house(houseId, signal);
      return pickSuggestions(await api.templates(suggestionFilter(chosen), signal), chosen);
    },
    UI_MESSAGES.houses.suggestionsLoadFailed,
    undefined,
    { shownInline: true },
  );
  if (houses.loading) return <LoadingBlock label={de.common.loading} />;
  // One fixed message for this failure (spec section 8), whatever the API said.
  if (houses.error) return <ErrorBlock message={UI_MESSAGES.houses.suggestionsLoadFailed} onRetry={houses.reload} />;
  const others = houses.data ?? [];
  if (others.length === 0) return <Typography color="text.secondary">{de.yourHouse.noSuggestions}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
      {others.map((house) => (
        <HouseCard key={house.id} house={house} />
      ))}
    </Box>
  );
};
