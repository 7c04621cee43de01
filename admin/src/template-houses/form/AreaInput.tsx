import { InputAdornment } from '@mui/material';
import { TextInput } from 'react-admin';
import { formatAreaInput } from '../common/area-value';
import { validateSize } from './house-validation';

/**
 * The living area in m², typed with a decimal comma ("132,5"). A text input, not a number input:
 * the browser's number field follows the browser's language, not the app's, and refuses a comma
 * in an English browser.
 */
export const AreaInput = ({ source = 'sizeInSqm' }: { source?: string }) => (
  <TextInput
    source={source}
    format={formatAreaInput}
    validate={validateSize}
    slotProps={{
      htmlInput: { inputMode: 'decimal' },
      input: { endAdornment: <InputAdornment position="end">m²</InputAdornment> },
    }}
  />
);
