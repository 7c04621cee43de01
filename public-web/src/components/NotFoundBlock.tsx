import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

interface NotFoundBlockProps {
  title: string;
  text: string;
  /** The way on: one link button. */
  children: ReactNode;
}

/** A 404 inside the site's frame: what was not found, why, and where to go instead. */
export const NotFoundBlock = ({ title, text, children }: NotFoundBlockProps) => (
  <Box sx={{ maxWidth: 640 }}>
    <Typography variant="overline" component="p" color="primary" sx={{ fontSize: '1rem', fontWeight: 700 }}>
      404
    </Typography>
    <PageHeader title={title} subtitle={text} />
    {children}
  </Box>
);
