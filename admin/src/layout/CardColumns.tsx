import { Box, type BoxProps } from '@mui/material';

interface CardColumnsProps extends Omit<BoxProps, 'sx'> {
  /** The columns on a wide screen, e.g. '3fr 2fr'; one column below. */
  columns: string;
}

/** A page's cards side by side on a wide screen; a form and its loading outline use the same. */
export const CardColumns = ({ columns, ...props }: CardColumnsProps) => (
  <Box
    {...props}
    sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: columns }, alignItems: 'start' }}
  />
);
