import { InputAdornment } from '@mui/material';
import { TextInput, type TextInputProps, type Validator } from 'react-admin';
import { euroAmount, euroInputText } from './euro-amount';

const VALIDATE: Validator[] = [euroAmount];

/**
 * An amount in euros incl. USt. A text input, not a number input: the browser's number field
 * follows the browser's language and refuses a decimal comma in an English browser. The value is
 * stored cents until edited, then the typed text (see euro-amount.ts).
 */
export const EuroInput = ({ validate = VALIDATE, ...props }: Omit<TextInputProps, 'format'>) => (
  <TextInput
    format={euroInputText}
    validate={validate}
    autoComplete="off"
    {...props}
    slotProps={{
      htmlInput: { inputMode: 'decimal' },
      input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
    }}
  />
);
