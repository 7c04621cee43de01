import type { AdminPriceGuideDto } from '@hauskonfig/shared';
import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { DateInput, TextInput, useTranslate } from 'react-admin';
import { PageForm } from '../forms/PageForm';
import { CardColumns } from '../layout/CardColumns';
import { SectionCard } from '../layout/SectionCard';
import { ExtraCostsInput } from './ExtraCostsInput';
import { FinancingInputs } from './FinancingInputs';
import { OptionPricesInputs } from './OptionPricesInputs';
import { toFormValues } from './price-guide-form-data';
import { PRICE_VALIDATION } from './price-guide-validation';
import { useSavePriceGuide } from './use-save-price-guide';

interface PriceGuideFormProps {
  guide: AdminPriceGuideDto;
  onSaved: (guide: AdminPriceGuideDto) => void;
}

/** Preisstand, disclaimer, Baunebenkosten, option surcharges and financing defaults, saved together. */
export const PriceGuideForm = ({ guide, onSaved }: PriceGuideFormProps) => {
  const translate = useTranslate();
  const record = useMemo(() => toFormValues(guide), [guide]);
  const save = useSavePriceGuide(onSaved);
  return (
    <PageForm record={record} onSubmit={save}>
      <CardColumns columns="3fr 2fr">
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <SectionCard title={translate('app.prices.sections.general')}>
            <DateInput source="priceDate" label="app.prices.fields.priceDate" helperText="app.prices.hints.priceDate" />
            <TextInput
              source="disclaimer"
              label="app.prices.fields.disclaimer"
              multiline
              minRows={3}
              maxRows={8}
              validate={PRICE_VALIDATION.disclaimer}
              helperText="app.prices.hints.disclaimer"
            />
          </SectionCard>
          <SectionCard title={translate('app.prices.sections.extraCosts')}>
            <ExtraCostsInput />
          </SectionCard>
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <SectionCard title={translate('app.prices.sections.options')}>
            <OptionPricesInputs />
          </SectionCard>
          <SectionCard title={translate('app.prices.sections.financing')}>
            <FinancingInputs />
          </SectionCard>
        </Stack>
      </CardColumns>
    </PageForm>
  );
};
