import { rankSuggestions, UI_MESSAGES } from '@hauskonfig/shared';
import { Box, Typography } from '@mui/material';
import { api } from '../api/endpoints';
import { ErrorBlock } from '../components/ErrorBlock';
import { HouseCard } from '../components/HouseCard';
import { LoadingBlock } from '../components/LoadingBlock';
import { useApiData } from '../hooks/use-api-data';
import { de } from '../i18n/de';
import { suggestionReasonText } from './suggestion-reason';

/**
 * Template houses near the chosen one (spec: template house suggestions), ranked over the whole
 * catalogue by the shared rule `rankSuggestions`, each with the reason it is suggested. Never the
 * house itself; empty only when no other house is published.
 */
export const Suggestions = ({ houseId }: { houseId: string }) => {
  const suggestions = useApiData(
    `suggestions:${houseId}`,
    async (signal) => {
      const [chosen, catalogue] = await Promise.all([api.house(houseId, signal), api.templates({}, signal)]);
      return rankSuggestions(catalogue, chosen);
    },
    UI_MESSAGES.houses.suggestionsLoadFailed,
    undefined,
    { shownInline: true },
  );
  if (suggestions.loading) return <LoadingBlock label={de.common.loading} />;
  // One fixed message for this failure (spec section 8), whatever the API said.
  if (suggestions.error) {
    return <ErrorBlock message={UI_MESSAGES.houses.suggestionsLoadFailed} onRetry={suggestions.reload} />;
  }
  const ranked = suggestions.data ?? [];
  if (ranked.length === 0) return <Typography color="text.secondary">{de.yourHouse.noSuggestions}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
      {ranked.map(({ house, reasons }) => (
        <HouseCard key={house.id} house={house} reason={suggestionReasonText(reasons)} />
      ))}
    </Box>
  );
};
