import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { IMAGE_TYPE_LABELS, ImageType } from '@hauskonfig/shared';
import { type ChangeEvent, useId } from 'react';
import { useTranslate } from 'react-admin';
import { type ImageDraft, imageFilename, newDraftKey } from './house-drafts';
import { ImageTile } from './ImageTile';
import { smallImageUrl } from '@hauskonfig/shared';

export interface ImageSectionProps {
  type: ImageType;
  /** URLs of the stored images of this type. */
  stored: string[];
  draft: ImageDraft;
  onChange: (draft: ImageDraft) => void;
  loading?: boolean;
}

/** The 480 px variant the API offers for previews. */

/**
 * The images of one type (preview image, floor plans, floor plans with measures, references):
 * stored ones can be marked for deletion, picked ones are kept here until the house is saved.
 * The preview image is single: a picked one replaces the stored one.
 */
export const ImageSection = ({ type, stored, draft, onChange, loading = false }: ImageSectionProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const single = type === ImageType.THUMBNAIL;
  const label = IMAGE_TYPE_LABELS[type];
  const replacing = single && draft.added.length > 0;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again after discarding it still counts as a change.
    event.target.value = '';
    if (files.length === 0) return;
    const added = files.map((file) => ({ key: newDraftKey(), file }));
    onChange({ ...draft, added: single ? added.slice(0, 1) : [...draft.added, ...added] });
  };

  const toggleRemoved = (filename: string) =>
    onChange({
      ...draft,
      removed: draft.removed.includes(filename)
        ? draft.removed.filter((name) => name !== filename)
        : [...draft.removed, filename],
    });

  const discard = (key: string) => onChange({ ...draft, added: draft.added.filter((image) => image.key !== key) });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3, width: '100%' }}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        {label}
      </Typography>
      {loading && <LinearProgress sx={{ mb: 1, maxWidth: 300 }} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {stored.map((url) => {
          const filename = imageFilename(url);
          const removed = draft.removed.includes(filename);
          return (
            <ImageTile
              key={url}
              source={smallImageUrl(url)}
              name={filename}
              dimmed={removed || replacing}
              badge={
                removed
                  ? translate('app.templateHouses.images.markedForDeletion')
                  : replacing
                    ? translate('app.templateHouses.images.replaced')
                    : undefined
              }
              action={{ kind: 'markForDeletion', pressed: removed }}
              onAction={() => toggleRemoved(filename)}
            />
          );
        })}
        {draft.added.map((image) => (
          <ImageTile
            key={image.key}
            source={image.file}
            name={image.file.name}
            badge={translate('app.templateHouses.images.new')}
            action={{ kind: 'discard' }}
            onAction={() => discard(image.key)}
          />
        ))}
        {!loading && stored.length === 0 && draft.added.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.templateHouses.images.none')}
          </Typography>
        )}
      </Box>
      <Button component="label" variant="outlined" size="small" startIcon={<AddPhotoAlternate />}>
        {translate('app.templateHouses.images.choose', { label })}
        <input type="file" accept="image/*" multiple={!single} hidden onChange={pick} />
      </Button>
    </Box>
  );
};
