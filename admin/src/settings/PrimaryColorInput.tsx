import { Alert, Box, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatRatio, MIN_TEXT_CONTRAST, whiteTextContrast } from './color-contrast';
import { PRIMARY_COLOR_PATTERN, SETTINGS_VALIDATION } from './settings-validation';

const PICKER_SIZE = 48;

/** How the colour looks on a button of the public site, with the contrast of its white text. */
const ColorPreview = ({ color }: { color: string }) => {
  const translate = useTranslate();
  const ratio = whiteTextContrast(color);
  return (
    <Box role="group" aria-label={translate('app.settings.color.preview')} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
        <Box
          aria-hidden
          data-testid="primary-color-swatch"
          sx={{ bgcolor: color, color: '#ffffff', px: 2.5, py: 1, borderRadius: 1, fontWeight: 600 }}
        >
          {translate('app.settings.color.sampleButton')}
        </Box>
        <Typography variant="body2">
          {translate('app.settings.color.contrast', { ratio: formatRatio(ratio) })}
        </Typography>
      </Box>
      {ratio < MIN_TEXT_CONTRAST && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('app.settings.color.lowContrast', { ratio: formatRatio(ratio) })}
        </Alert>
      )}
    </Box>
  );
};

/**
 * The primary colour as `#rrggbb` text beside the browser's colour picker (both edit the same
 * value), with a live preview while the text is a valid colour.
 */
export const PrimaryColorInput = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name: 'primaryColor' });
  const color = typeof value === 'string' && PRIMARY_COLOR_PATTERN.test(value.trim()) ? value.trim() : undefined;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <Box
          component="input"
          type="color"
          aria-label={translate('app.settings.color.picker')}
          value={(color ?? '#000000').toLowerCase()}
          onChange={(event) =>
            setValue('primaryColor', event.target.value, { shouldDirty: true, shouldValidate: true })
          }
          sx={{
            flexShrink: 0,
            width: PICKER_SIZE,
            height: PICKER_SIZE,
            mt: 1,
            p: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            cursor: 'pointer',
          }}
        />
        <TextInput
          source="primaryColor"
          label="app.settings.fields.primaryColor"
          validate={SETTINGS_VALIDATION.primaryColor}
          helperText="app.settings.hints.primaryColor"
          autoComplete="off"
          spellCheck={false}
          sx={{ flex: 1, minWidth: 0 }}
        />
      </Box>
      {color && <ColorPreview color={color} />}
    </>
  );
};
