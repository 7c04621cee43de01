import { VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { de } from '../i18n/de';

const COMMIT_DELAY_MS = 400;

interface AreaFieldProps {
  label: string;
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
}

const parseArea = (text: string): number | undefined | null => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/**
 * A living-area bound in m². The text is the user's until it is a valid number, which is then
 * committed to the filter after a short pause (no search per keystroke, nothing lost on typos).
 */
export const AreaField = ({ label, value, onCommit }: AreaFieldProps) => {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const parsed = parseArea(text);

  useEffect(() => {
    if (parsed === null || parsed === value) return undefined;
    const timer = setTimeout(() => onCommit(parsed), COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [parsed, value, onCommit]);

  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      error={parsed === null}
      helperText={parsed === null ? VALIDATION_MESSAGES.invalidNumber : ' '}
      size="small"
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', placeholder: 'z. B. 120' },
        inputLabel: { shrink: true },
        input: { endAdornment: <InputAdornment position="end">{de.common.squareMetres}</InputAdornment> },
      }}
    />
  );
};
