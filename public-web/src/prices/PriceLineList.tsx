import { Box, Typography } from '@mui/material';
import { Fragment } from 'react';
import { dePrices } from '../i18n/de-prices';
import type { PriceLine } from './price-lines';
import { priceDateText, priceText } from './price-text';

/** One part of the price: its name (and note) as the term, the amount as its description. */
const PriceRow = ({ line, total = false }: { line: PriceLine; total?: boolean }) => (
  <Fragment>
    <Box
      component="dt"
      sx={{ py: 0.75, borderTop: total ? 2 : 0, borderColor: 'text.primary', fontWeight: total ? 700 : 400 }}
    >
      <span>{line.label}</span>
      {line.note && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {line.note}
        </Typography>
      )}
    </Box>
    <Box
      component="dd"
      data-price={line.key}
      sx={{
        m: 0,
        py: 0.75,
        pl: 2,
        textAlign: 'right',
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        borderTop: total ? 2 : 0,
        borderColor: 'text.primary',
        fontWeight: total ? 700 : 500,
        color: line.cents === null ? 'text.secondary' : undefined,
      }}
    >
      {priceText(line.cents)}
    </Box>
  </Fragment>
);

interface PriceLineListProps {
  /** The parts that add up to the total. */
  lines: PriceLine[];
  total: { label: string; cents: number | null };
  /** That the amounts include VAT, as the page words it. */
  vatNote: string;
  priceDate: string | null | undefined;
  disclaimer: string | null | undefined;
}

/**
 * A guide price as its parts and their total, with its terms: the live price of the plan being
 * made and the frozen price of a sent or shared plan look and read the same.
 */
export const PriceLineList = ({ lines, total, vatNote, priceDate, disclaimer }: PriceLineListProps) => (
  <Box>
    {/* No column gap: the total's rule runs on under both columns. */}
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', m: 0 }}>
      {lines.map((line) => (
        <PriceRow key={line.key} line={line} />
      ))}
      <PriceRow line={{ key: 'total', label: total.label, note: null, cents: total.cents }} total />
    </Box>
    <Typography variant="body2" sx={{ mt: 1 }}>
      {[vatNote, priceDate ? dePrices.breakdown.priceDate(priceDateText(priceDate)) : null].filter(Boolean).join(' · ')}
    </Typography>
    {disclaimer && (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {disclaimer}
      </Typography>
    )}
  </Box>
);
