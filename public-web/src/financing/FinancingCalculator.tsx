import { financingExample, formatEuros, type FinancingDefaults } from '@hauskonfig/shared';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { dePrices } from '../i18n/de-prices';
import { configuratorStore, useConfigurator } from '../state/configurator-store';
import {
  financingInputOf,
  financingTexts,
  parseFinancing,
  payoffText,
  tidyEquity,
  type FinancingField,
  type FinancingTexts,
} from './financing-form';

const text = dePrices.financing;

const FIELDS: { field: FinancingField; label: string; hint?: string }[] = [
  { field: 'equity', label: text.equity },
  { field: 'interest', label: text.interest },
  { field: 'term', label: text.term },
  { field: 'repayment', label: text.repayment, hint: text.repaymentHint },
];

/** What the example comes to; null total: there is nothing to finance yet. */
const Result = ({ values, totalCents }: { values: FinancingDefaults; totalCents: number | null }) => {
  if (totalCents === null) return <Typography color="text.secondary">{text.needsPrice}</Typography>;
  const example = financingExample(financingInputOf(values, totalCents));
  if (example.loanCents === 0) return <Typography>{text.noLoan}</Typography>;
  const rows: [string, string, string][] = [
    ['loan', text.loan, formatEuros(example.loanCents)],
    ['monthly-rate', text.monthlyRate, formatEuros(example.monthlyRateCents)],
    ...(values.repaymentPercent === null
      ? []
      : [['paid-off', text.paidOffAfter, payoffText(example.months)] as [string, string, string]]),
    ['total-interest', text.totalInterest, formatEuros(example.totalInterestCents)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, m: 0 }}>
      {rows.map(([key, label, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ py: 0.5 }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            data-financing={key}
            sx={{
              m: 0,
              py: 0.5,
              textAlign: 'right',
              fontWeight: key === 'monthly-rate' ? 700 : 500,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

interface FormProps {
  start: FinancingDefaults;
  defaults: FinancingDefaults | null;
  totalCents: number | null;
}

/**
 * The fields keep exactly what was typed; every valid set of values is kept with the plan (the
 * configurator store, so a reload or a saved plan brings it back).
 */
const FinancingForm = ({ start, defaults, totalCents }: FormProps) => {
  const [texts, setTexts] = useState<FinancingTexts>(() => financingTexts(start));
  const parsed = parseFinancing(texts);

  const change = (field: FinancingField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...texts, [field]: event.target.value };
    setTexts(next);
    const result = parseFinancing(next);
    if (result.values) configuratorStore.update({ financing: result.values });
  };

  // Shown formatted once left, so "120000" reads as the 120.000 € it was taken for.
  const tidyEquityText = () => setTexts((current) => ({ ...current, equity: tidyEquity(current.equity) }));

  const reset = () => {
    if (!defaults) return;
    setTexts(financingTexts(defaults));
    configuratorStore.update({ financing: null });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {FIELDS.map(({ field, label, hint }) => {
          const error = parsed.errors?.[field];
          return (
            <TextField
              key={field}
              label={label}
              value={texts[field]}
              onChange={change(field)}
              onBlur={field === 'equity' ? tidyEquityText : undefined}
              error={Boolean(error)}
              helperText={error ?? hint ?? ' '}
              size="small"
              required={field !== 'repayment'}
              slotProps={{
                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                inputLabel: { shrink: true },
              }}
            />
          );
        })}
      </Box>
      <Box component="section" aria-label={text.result}>
        {parsed.values ? (
          <Result values={parsed.values} totalCents={totalCents} />
        ) : (
          <Typography color="error">{text.fixErrors}</Typography>
        )}
      </Box>
      {defaults && (
        <Box>
          <Button size="small" color="secondary" onClick={reset}>
            {text.reset}
          </Button>
        </Box>
      )}
    </Box>
  );
};

interface FinancingCalculatorProps {
  /** The plan's total guide price; null while it is "Preis auf Anfrage". */
  totalCents: number | null;
  /** The staff's starting values (PriceGuideDto.financing); null while the price guide is missing. */
  defaults: FinancingDefaults | null;
  loading: boolean;
}

/**
 * The financing example (Beispielrechnung, kein Angebot): Eigenkapital, Sollzins, Laufzeit and an
 * optional initial repayment give the loan, the monthly rate and the interest (shared rule
 * `financingExample`).
 */
export const FinancingCalculator = ({ totalCents, defaults, loading }: FinancingCalculatorProps) => {
  const { financing } = useConfigurator();
  const start = financing ?? defaults;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info" icon={false} sx={{ fontWeight: 600 }}>
        {text.notAnOffer}
      </Alert>
      {start ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {text.intro}
          </Typography>
          <FinancingForm start={start} defaults={defaults} totalCents={totalCents} />
        </>
      ) : (
        <Typography role="status" variant="body2" color="text.secondary">
          {loading ? dePrices.loading : text.unavailable}
        </Typography>
      )}
    </Box>
  );
};
