import { Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useState, type Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { deConsent } from '../i18n/de-consent';
import { PrivacyDialog } from './PrivacyDialog';

interface ConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The German reason the consent is missing, shown at the checkbox. */
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The unticked consent to the privacy text, with the text one tap away: in a dialog (the form
 * stays as it is) or as its own page (the typed data is kept in the persisted state).
 */
export const ConsentField = ({ checked, onChange, error, inputRef }: ConsentFieldProps) => {
  const [open, setOpen] = useState(false);
  return (
    <FormControl error={error !== null} sx={{ gridColumn: '1 / -1' }}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Checkbox
            id="field-privacyConsent"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                ref: inputRef,
                'aria-invalid': error !== null,
                'aria-describedby': error ? 'privacy-consent-error' : undefined,
              },
            }}
            sx={{ mt: -0.5 }}
          />
        }
        label={deConsent.label}
      />
      {error && <FormHelperText id="privacy-consent-error">{error}</FormHelperText>}
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, ml: { xs: -1, sm: 3 }, mt: 0.5 }}
      >
        <Button onClick={() => setOpen(true)} color="secondary" sx={{ minHeight: 44 }}>
          {deConsent.read}
        </Button>
        <Button component={RouterLink} to="/datenschutz" color="secondary" sx={{ minHeight: 44 }}>
          {deConsent.openPage}
        </Button>
      </Box>
      <PrivacyDialog open={open} onClose={() => setOpen(false)} />
    </FormControl>
  );
};
