import { Box, Link, Typography } from '@mui/material';
import { UI_MESSAGES } from '../../messages/ui-messages.de.js';
import type { ViewerImage } from '../viewer-props.js';

/**
 * Preview image, floor plans and references beside the 3D view, or over the picture (`overlay`,
 * on phones, where a strip beside or below it would leave too little of either).
 */
export const ImagesPanel = ({ images, overlay }: { images: ViewerImage[]; overlay: boolean }) => {
  const groups = [...new Set(images.map((image) => image.label))];
  return (
    <Box
      component="aside"
      aria-label={UI_MESSAGES.viewer.images}
      sx={{
        ...(overlay ? { position: 'absolute', inset: 0, zIndex: 1 } : { width: 280, flexShrink: 0, borderLeft: 1 }),
        overflowY: 'auto',
        p: 1,
        bgcolor: 'background.paper',
        borderColor: 'divider',
      }}
    >
      {images.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {UI_MESSAGES.viewer.noImages}
        </Typography>
      )}
      {groups.map((label) => (
        <Box key={label} component="section" aria-label={label} sx={{ mb: 1.5 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {label}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: overlay ? 'repeat(auto-fill, minmax(140px, 1fr))' : '1fr',
              gap: 1,
            }}
          >
            {images
              .filter((image) => image.label === label)
              .map((image) => (
                <Link key={image.src} href={image.src} target="_blank" rel="noopener">
                  <Box
                    component="img"
                    src={image.src}
                    alt={image.alt}
                    loading="lazy"
                    sx={{ width: '100%', display: 'block', borderRadius: 1, bgcolor: 'grey.100' }}
                  />
                </Link>
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
