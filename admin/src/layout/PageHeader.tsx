import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A page's heading with its actions beside it, for react-admin's `actions` slot (the app bar has
 * no room for react-admin's own title). The heading is also the browser tab's title: React 19
 * hoists `<title>` into the head, and puts a later one before the layout's, so the page's wins.
 */
export const PageHeader = ({ title, children }: { title: string; children?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 1,
        py: 1,
      }}
    >
      <title>{translate('app.pageTitle', { page: title })}</title>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
};
