import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCopy } from './use-copy';

interface CopyableFieldProps {
  /** Translation key of the field label. */
  label: string;
  /** Translation key of the copy button's name. */
  copyLabel: string;
  value: string;
  monospace?: boolean;
}

/** A read-only value with a copy button (customer link, code, password). */
export const CopyableField = ({ label, copyLabel, value, monospace }: CopyableFieldProps) => {
  const translate = useTranslate();
  const copy = useCopy();
  const copyName = translate(copyLabel);
  return (
    <TextField
      label={translate(label)}
      value={value}
      fullWidth
      size="small"
      onFocus={(event) => event.target.select()}
      slotProps={{
        input: {
          readOnly: true,
          sx: monospace ? { fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: 1 } : undefined,
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copyName}>
                <IconButton aria-label={copyName} onClick={() => copy(value)} edge="end">
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
