import { Box, TextField } from '@mui/material';
import { CopyButton } from './CopyButton';

interface CopyLinkFieldProps {
  label: string;
  link: string;
  copyLabel: string;
  /** Called when the clipboard refuses: the caller says so where it fits. */
  onCopyFailure: () => void;
}

/** A read-only link, selected whole on focus, with its copy button beside it (under it on phones). */
export const CopyLinkField = ({ label, link, copyLabel, onCopyFailure }: CopyLinkFieldProps) => (
  <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, alignItems: 'stretch' }}>
    <TextField
      label={label}
      value={link}
      fullWidth
      onFocus={(event) => event.target.select()}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
    <CopyButton text={link} label={copyLabel} onFailure={onCopyFailure} />
  </Box>
);
