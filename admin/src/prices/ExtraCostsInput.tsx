import AddIcon from '@mui/icons-material/Add';
import { Button, Typography } from '@mui/material';
import {
  ArrayInput,
  RemoveItemButton,
  SimpleFormIterator,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ExtraCostLine } from './ExtraCostLine';
import { newExtraCost } from './price-guide-form-data';

/** A visible "add" button; the line is given whole, as react-admin cannot derive it from one child. */
const AddExtraCostButton = () => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button variant="outlined" startIcon={<AddIcon />} onClick={() => add(newExtraCost())}>
      {translate('app.prices.extraCosts.add')}
    </Button>
  );
};

/** "Entfernen" names its line, so screen readers can tell the buttons apart. */
const RemoveExtraCostButton = () => {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  return <RemoveItemButton label={translate('app.prices.extraCosts.remove', { number: index + 1 })} />;
};

/** The Baunebenkosten in the order shown to visitors: added, removed and moved up or down here. */
export const ExtraCostsInput = () => {
  const translate = useTranslate();
  const lines: unknown = useWatch({ name: 'extraCosts' });
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate('app.prices.extraCosts.intro')}
      </Typography>
      {(!Array.isArray(lines) || lines.length === 0) && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('app.prices.extraCosts.none')}
        </Typography>
      )}
      <ArrayInput source="extraCosts" label={false} helperText={false}>
        {/* The page is no react-admin resource, yet the iterator's lines want one to name. */}
        <SimpleFormIterator
          resource="price-guide"
          disableClear
          addButton={<AddExtraCostButton />}
          removeButton={<RemoveExtraCostButton />}
          fullWidth
          sx={{
            '& .RaSimpleFormIterator-line': { py: 1 },
            // react-admin shows remove and reorder only on hover, which keyboard users never see.
            '& .RaSimpleFormIterator-action': { visibility: 'visible' },
          }}
        >
          <ExtraCostLine />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};
