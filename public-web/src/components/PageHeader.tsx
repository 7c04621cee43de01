import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useVendorSettings } from '../vendor/vendor-settings';

interface PageHeaderProps {
  /** Main heading of the page (also used for the document title). */
  title: string;
  /** Short German text under the heading. */
  subtitle?: ReactNode;
  /** Document title, if it should differ from the heading. */
  documentTitle?: string;
}

/** Heading block of a page; also sets the browser tab title, named for the vendor (React 19 hoists <title>). */
export const PageHeader = ({ title, subtitle, documentTitle }: PageHeaderProps) => {
  const { vendorName } = useVendorSettings();
  const tabTitle = documentTitle ?? title;
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <title>{`${tabTitle} – ${vendorName}`}</title>
      <Typography variant="h1" gutterBottom={Boolean(subtitle)}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body1" color="text.secondary">
          {subtitle}
        </Typography>
      )}
    </Box>
  );
};
