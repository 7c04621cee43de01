import type { Theme } from '@mui/material';

/**
 * The near-black bars of the frame (the way back to the vendor's site, the footer): light text,
 * and a focus ring in the text's colour, since the page's dark ring would vanish on them.
 */
export const onDarkBar = {
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  '--focus-ring': (theme: Theme) => theme.palette.secondary.contrastText,
} as const;
