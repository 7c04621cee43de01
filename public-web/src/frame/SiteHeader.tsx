import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AppBar, Box, LinearProgress, Link, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { de } from '../i18n/de';
import { frameDe } from '../i18n/frame.de';
import { useVendorSettings } from '../vendor/vendor-settings';
import { contentColumn } from './content-column';
import { onDarkBar } from './dark-bar';
import { FRAME_SIZES } from './frame-sizes';

/** The dark bar above the header with the way back to the vendor's own website. */
const VendorSiteBar = ({ vendorName, websiteUrl }: { vendorName: string; websiteUrl: string }) => (
  <Box sx={onDarkBar}>
    <Box sx={{ ...contentColumn, display: 'flex', alignItems: 'center', height: FRAME_SIZES.vendorBar }}>
      <Link
        href={websiteUrl}
        color="inherit"
        underline="hover"
        data-vendor-site-link
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          height: '100%',
          minWidth: 0,
          fontSize: '0.875rem',
        }}
      >
        <ArrowBackIcon aria-hidden sx={{ fontSize: 18 }} />
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {frameDe.backToVendorSite(vendorName)}
        </Box>
      </Link>
    </Box>
  </Box>
);

/** The vendor's logo, or its name where it has none; leads to the start page. */
const Brand = ({ vendorName, logoUrl }: { vendorName: string; logoUrl: string | null }) => (
  <Box
    component={RouterLink}
    to="/"
    aria-label={frameDe.logoAlt(vendorName)}
    data-brand
    sx={{
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: 44,
      minWidth: 0,
      color: 'text.primary',
      textDecoration: 'none',
      mr: 'auto',
    }}
  >
    {logoUrl ? (
      <Box
        component="img"
        src={logoUrl}
        alt=""
        sx={{ display: 'block', height: { xs: 36, md: 44 }, width: 'auto', maxWidth: { xs: 170, md: 240 } }}
      />
    ) : (
      <Typography
        component="span"
        variant="h6"
        sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {vendorName}
      </Typography>
    )}
  </Box>
);

interface SiteHeaderProps {
  busy: boolean;
  /** Right side of the header (login or logout). */
  action?: ReactNode;
}

/**
 * The site's header on every public page (spec section 2, base page): the way back to the
 * vendor's website, the vendor's logo leading to the start page, and login or logout. The line
 * under it shows progress while a page loads.
 */
export const SiteHeader = ({ busy, action }: SiteHeaderProps) => {
  const { vendorName, logoUrl, websiteUrl } = useVendorSettings();
  return (
    // Sticky with the vendor bar's height above the top: that bar scrolls away, the header stays.
    <Box
      component="header"
      data-site-header
      sx={{
        position: 'sticky',
        top: websiteUrl ? { xs: -FRAME_SIZES.vendorBar.xs, md: -FRAME_SIZES.vendorBar.md } : 0,
        zIndex: 'appBar',
      }}
    >
      {websiteUrl && <VendorSiteBar vendorName={vendorName} websiteUrl={websiteUrl} />}
      <AppBar position="static" color="inherit" elevation={0} component="div">
        <Toolbar disableGutters sx={{ ...contentColumn, gap: 1, minHeight: FRAME_SIZES.header }}>
          <Brand vendorName={vendorName} logoUrl={logoUrl} />
          {action}
        </Toolbar>
        {/* Only rendered while busy: a hidden bar would keep animating. */}
        {busy ? (
          <LinearProgress aria-label={de.common.loading} sx={{ height: FRAME_SIZES.progress }} />
        ) : (
          <Box sx={{ height: FRAME_SIZES.progress, bgcolor: 'primary.main' }} />
        )}
      </AppBar>
    </Box>
  );
};
