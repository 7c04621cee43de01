import { ButtonBase, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AuthorizedImage } from './AuthorizedImage';
import { smallImageUrl } from '@hauskonfig/shared';
import { ImageDialog } from './ImageDialog';

interface FloorPlanGalleryProps {
  /** The image type's German label, e.g. "Grundriss mit Maßen". */
  title: string;
  urls: string[];
}

/** Thumbnails of one kind of floor plan; a click shows the plan at full size. */
export const FloorPlanGallery = ({ title, urls }: FloorPlanGalleryProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<{ src: string; title: string } | null>(null);
  return (
    <section aria-label={title}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {urls.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.customerRequests.house.noPlans')}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {urls.map((url, index) => {
            const label = translate('app.customerRequests.house.openImage', { type: title, number: index + 1 });
            return (
              <ButtonBase
                key={url}
                aria-label={label}
                onClick={() => setOpen({ src: url, title: `${title} ${index + 1}` })}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
              >
                <AuthorizedImage src={smallImageUrl(url)} alt={`${title} ${index + 1}`} width={160} height={120} />
              </ButtonBase>
            );
          })}
        </Stack>
      )}
      <ImageDialog src={open?.src ?? null} title={open?.title ?? ''} onClose={() => setOpen(null)} />
    </section>
  );
};
