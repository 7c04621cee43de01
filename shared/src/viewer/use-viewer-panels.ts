import { useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import type { ViewerImage } from './viewer-props.js';

/** What the viewer opens on request: the images panel and the sun's date and compass. */
export function useViewerPanels(images: ViewerImage[] | undefined) {
  const [imagesOpen, setImagesOpen] = useState(false);
  const [sunSettingsOpen, setSunSettingsOpen] = useState(false);
  // Beside the view on wide screens; on phones the panel covers the picture while it is open.
  const imagesBeside = useMediaQuery(useTheme().breakpoints.up('md'));
  return {
    imagesOpen: images ? imagesOpen : null,
    toggleImages: () => setImagesOpen((open) => !open),
    /** The images while the panel is open. */
    shownImages: imagesOpen ? images : undefined,
    imagesBeside,
    sunSettingsOpen,
    toggleSunSettings: () => setSunSettingsOpen((open) => !open),
  };
}
