import { smallImageUrl } from '@hauskonfig/shared';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { ImageField, ImageInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { pickedFile, REMOVE_FIELD, type SettingsImageField } from './settings-form-data';

/** What the API re-encodes (its image processor's input formats). */
const IMAGE_TYPES = {
  'image/jpeg': [],
  'image/png': [],
  'image/webp': [],
  'image/avif': [],
  'image/gif': [],
};

/** The stored picture's preview: the logo as it sits in a header, the hero picture in its 16:9 frame. */
const PREVIEW_SX = {
  logo: { maxHeight: 80, maxWidth: '100%' },
  heroImage: { width: '100%', maxWidth: 480, aspectRatio: '16 / 9', objectFit: 'cover' },
} as const;

interface SettingsImageInputProps {
  source: SettingsImageField;
  /** The stored picture (a public URL), null when there is none. */
  currentUrl: string | null;
}

/**
 * Logo or hero picture: the stored one with "remove" (undoable until saved), and a drop zone for a
 * new one, which replaces it on saving. Both the picked file and the remove mark are form values,
 * so leaving with either unsaved asks first.
 */
export const SettingsImageInput = ({ source, currentUrl }: SettingsImageInputProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const headingId = useId();
  const { setValue } = useFormContext();
  const removeField = REMOVE_FIELD[source];
  const [removed, picked] = useWatch({ name: [removeField, source] }) as [unknown, unknown];
  const hasPicked = pickedFile(picked) !== undefined;
  const text = (key: string) => translate(`app.settings.images.${source}.${key}`);
  const removeButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  const markRemoved = (value: boolean) => {
    toggled.current = true;
    setValue(removeField, value, { shouldDirty: true });
  };
  // The button pressed goes away: focus moves to its counterpart, not back to the page's start.
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    (removed === true ? undoButton : removeButton).current?.focus();
  }, [removed]);

  return (
    <Box role="group" aria-labelledby={headingId} sx={{ '& + &': { mt: 3 } }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {text('label')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text('hint')}
      </Typography>
      {!hasPicked &&
        (currentUrl && removed !== true ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
            <Box
              component="img"
              src={smallImageUrl(currentUrl)}
              alt={text('current')}
              sx={{ display: 'block', border: 1, borderColor: 'divider', borderRadius: 1, ...PREVIEW_SX[source] }}
            />
            <Button ref={removeButton} variant="outlined" color="error" onClick={() => markRemoved(true)}>
              {text('remove')}
            </Button>
          </Box>
        ) : currentUrl ? (
          <Alert
            severity="info"
            sx={{ mb: 1 }}
            action={
              <Button ref={undoButton} color="inherit" size="small" onClick={() => markRemoved(false)}>
                {translate('app.settings.images.undoRemove')}
              </Button>
            }
          >
            {text('removed')}
          </Alert>
        ) : (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {text('none')}
          </Typography>
        ))}
      <ImageInput
        source={source}
        label={false}
        accept={IMAGE_TYPES}
        helperText={currentUrl ? 'app.settings.images.replaceHint' : false}
        options={{ onDropRejected: () => notify('app.settings.images.chooseImage', { type: 'error' }) }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </Box>
  );
};
