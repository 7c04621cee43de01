import { InputAdornment, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { EuroInput } from '../forms/EuroInput';
import { PRICE_VALIDATION } from './price-guide-validation';

const PERCENT_SLOTS = {
  htmlInput: { inputMode: 'decimal' },
  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
} as const;

/** The financing example's starting values; text inputs so the decimal comma works in any browser. */
export const FinancingInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.prices.financing.intro')}
      </Typography>
      <EuroInput
        source="financing.equityCents"
        label="app.prices.fields.equityCents"
        validate={PRICE_VALIDATION.equityCents}
        helperText={false}
      />
      <TextInput
        source="financing.interestPercent"
        label="app.prices.fields.interestPercent"
        validate={PRICE_VALIDATION.interestPercent}
        autoComplete="off"
        helperText={false}
        slotProps={PERCENT_SLOTS}
      />
      <TextInput
        source="financing.termYears"
        label="app.prices.fields.termYears"
        validate={PRICE_VALIDATION.termYears}
        autoComplete="off"
        helperText={false}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextInput
        source="financing.repaymentPercent"
        label="app.prices.fields.repaymentPercent"
        validate={PRICE_VALIDATION.repaymentPercent}
        autoComplete="off"
        helperText="app.prices.hints.repaymentPercent"
        slotProps={PERCENT_SLOTS}
      />
    </>
  );
};
