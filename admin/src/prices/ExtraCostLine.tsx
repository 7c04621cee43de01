import { PROPERTY_SHAPE_LABELS } from '@hauskonfig/shared';
import { Box } from '@mui/material';
import {
  RadioButtonGroupInput,
  TextInput,
  useSimpleFormIteratorItem,
  useSourceContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { EuroInput } from '../forms/EuroInput';
import { PLOT_SHAPES } from './price-guide-form-data';
import { PRICE_VALIDATION } from './price-guide-validation';

const KIND_CHOICES = [
  { id: 'fixed', name: 'app.prices.extraCosts.fixed' },
  { id: 'byPlotShape', name: 'app.prices.extraCosts.byPlotShape' },
];

/**
 * One Baunebenkosten line: name, note, and either one amount or one per plot shape. Only the
 * chosen kind's inputs are shown (and checked); the others keep what was typed until saving.
 */
export const ExtraCostLine = () => {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const kind: unknown = useWatch({ name: useSourceContext().getSource('kind') });
  return (
    <Box
      role="group"
      aria-label={translate('app.prices.extraCosts.item', { number: index + 1 })}
      sx={{ width: '100%', minWidth: 0 }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
        <TextInput source="name" label="app.prices.fields.name" validate={PRICE_VALIDATION.name} />
        <TextInput source="note" label="app.prices.fields.note" helperText="app.prices.hints.note" />
      </Box>
      <RadioButtonGroupInput
        source="kind"
        label="app.prices.extraCosts.kind"
        choices={KIND_CHOICES}
        defaultValue="fixed"
        helperText={false}
      />
      {kind === 'byPlotShape' ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, columnGap: 2 }}>
          {PLOT_SHAPES.map((shape) => (
            <EuroInput
              key={shape}
              source={`byPlotShape.${shape}`}
              label={PROPERTY_SHAPE_LABELS[shape]}
              helperText="app.prices.empty"
            />
          ))}
        </Box>
      ) : (
        <EuroInput
          source="fixedCents"
          label="app.prices.fields.fixedCents"
          validate={PRICE_VALIDATION.fixedCents}
          helperText="app.prices.hints.fixedCents"
        />
      )}
    </Box>
  );
};
