import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { de } from '../i18n/de';

interface FloorPlanImage {
  src: string;
  alt: string;
}

interface FloorPlansProps {
  plain: FloorPlanImage[];
  measured: FloorPlanImage[];
}

/** Floor plans with and without measures (spec sections 1 and 2), one tab each. */
export const FloorPlans = ({ plain, measured }: FloorPlansProps) => {
  const [tab, setTab] = useState<'plain' | 'measured'>(plain.length > 0 ? 'plain' : 'measured');
  const id = useId();
  if (plain.length === 0 && measured.length === 0) {
    return <Typography color="text.secondary">{de.house.noFloorPlans}</Typography>;
  }
  const images = tab === 'plain' ? plain : measured;
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, value: 'plain' | 'measured') => setTab(value)}
        variant="fullWidth"
        sx={{ mb: 1.5 }}
      >
        <Tab value="plain" label={de.house.withoutMeasures} id={`${id}-plain`} aria-controls={`${id}-panel`} />
        <Tab value="measured" label={de.house.withMeasures} id={`${id}-measured`} aria-controls={`${id}-panel`} />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} sx={{ display: 'grid', gap: 1.5 }}>
        {images.length === 0 ? (
          <Typography color="text.secondary">{de.house.noFloorPlans}</Typography>
        ) : (
          images.map((image) => (
            <Box
              key={image.src}
              component="a"
              href={image.src}
              target="_blank"
              rel="noopener"
              sx={{
                display: 'block',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                overflow: 'hidden',
                bgcolor: '#fff',
              }}
            >
              <Box
                component="img"
                src={image.src}
                alt={image.alt}
                loading="lazy"
                sx={{ width: '100%', display: 'block' }}
              />
            </Box>
          ))
        )}
      </Box>
    </Box>
  );
};
