import type { PlanSnapshotDto } from '@hauskonfig/shared';
import { Box, Typography } from '@mui/material';
import { dePlanShare } from '../i18n/de-plan-share';
import { formatPriceDate } from './plan-dates';
import { amountText, priceLines, type PriceLine } from './price-lines';

const cell = { py: 0.75, px: 0, borderBottom: 1, borderColor: 'divider', verticalAlign: 'baseline' } as const;

const LineRow = ({ line }: { line: PriceLine }) => (
  <Box component="tr">
    <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: 400, pr: 2 }}>
      {line.label}
      {line.note && (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {line.note}
        </Typography>
      )}
    </Box>
    <Box
      component="td"
      sx={{
        ...cell,
        textAlign: 'right',
        whiteSpace: 'nowrap',
        color: line.cents === null ? 'text.secondary' : undefined,
      }}
    >
      {amountText(line.cents)}
    </Box>
  </Box>
);

/** The guide price as it was: house + stage + options + each Baunebenkosten line = total, with its terms. */
export const PlanPrices = ({ snapshot }: { snapshot: PlanSnapshotDto }) => {
  const { prices } = snapshot;
  const lines = priceLines(prices, snapshot.stage?.name ?? null);
  return (
    <Box>
      <Box component="table" aria-label={dePlanShare.prices} sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {lines.parts.map((line, index) => (
            <LineRow key={`${index}-${line.label}`} line={line} />
          ))}
          {lines.extraCosts.length > 0 && (
            <Box component="tr">
              <Box
                component="th"
                scope="colgroup"
                colSpan={2}
                sx={{ ...cell, textAlign: 'left', pt: 1.5, typography: 'subtitle2', color: 'text.secondary' }}
              >
                {dePlanShare.extraCosts}
              </Box>
            </Box>
          )}
          {lines.extraCosts.map((line, index) => (
            <LineRow key={`${index}-${line.label}`} line={line} />
          ))}
          <Box component="tr">
            <Box
              component="th"
              scope="row"
              sx={{ ...cell, borderBottom: 0, textAlign: 'left', fontWeight: 700, pt: 1.25 }}
            >
              {dePlanShare.total}
            </Box>
            <Box
              component="td"
              data-plan-total
              sx={{
                ...cell,
                borderBottom: 0,
                textAlign: 'right',
                whiteSpace: 'nowrap',
                fontWeight: 700,
                pt: 1.25,
                fontSize: '1.15rem',
              }}
            >
              {amountText(prices.totalCents)}
            </Box>
          </Box>
        </tbody>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
        {dePlanShare.inclVat}
        {prices.priceDate && ` · ${dePlanShare.priceDate(formatPriceDate(prices.priceDate))}`}
      </Typography>
      {prices.disclaimer && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {prices.disclaimer}
        </Typography>
      )}
    </Box>
  );
};
