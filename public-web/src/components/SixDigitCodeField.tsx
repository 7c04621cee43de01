import { LOGIN_CODE_LENGTH } from '@hauskonfig/shared';
import { TextField } from '@mui/material';
import type { Ref } from 'react';

/** Keeps the digits of what was typed or pasted, at most six ("123 456" and "12-34-56" work). */
export const sixDigits = (value: string): string => value.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH);

interface SixDigitCodeFieldProps {
  id?: string;
  name: string;
  label: string;
  /** Where this code comes from, under the field: the login page has two kinds of code. */
  hint: string;
  value: string;
  onChange: (code: string) => void;
  /** German text under the field instead of the hint. */
  error: string | null;
  autoComplete: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A six-digit code (customer login or saved plan): the numeric keypad on phones, digits spaced apart. */
export const SixDigitCodeField = ({ error, hint, onChange, ...field }: SixDigitCodeFieldProps) => (
  <TextField
    {...field}
    onChange={(event) => onChange(sixDigits(event.target.value))}
    error={error !== null}
    helperText={error ?? hint}
    slotProps={{
      htmlInput: {
        inputMode: 'numeric',
        pattern: '[0-9]*',
        maxLength: LOGIN_CODE_LENGTH,
        style: { letterSpacing: '0.4em', fontSize: '1.4rem' },
      },
    }}
  />
);
