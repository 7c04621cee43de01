import { FRAME_SIZES } from './frame-sizes';

/** The page column: the whole width on phones, up to 1200 px on desktops, aligned with header and footer. */
export const contentColumn = {
  width: '100%',
  maxWidth: FRAME_SIZES.contentMaxWidth,
  mx: 'auto',
  px: { xs: 2, sm: 3, md: 4 },
} as const;
