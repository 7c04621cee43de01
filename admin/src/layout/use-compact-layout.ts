import { useMediaQuery, type Theme } from '@mui/material';

/**
 * Phones and small tablets (below the md breakpoint, 960 px): the navigation collapses into a menu
 * and the lists show rows instead of tables. The same breakpoint as react-admin's CreateButton
 * (a floating button) and Pagination (no page-size choice), so the list toolbars change together.
 * Read synchronously, so a phone never renders the desktop layout first.
 */
export const useCompactLayout = (): boolean =>
  useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
