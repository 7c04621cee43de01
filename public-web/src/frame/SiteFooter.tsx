import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { frameDe } from '../i18n/frame.de';
import { useVendorSettings } from '../vendor/vendor-settings';
import { contentColumn } from './content-column';
import { onDarkBar } from './dark-bar';

const footerLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: 'inherit',
  fontWeight: 500,
} as const;

/** The footer of every public page: the vendor, the year and the legal pages (spec section 2). */
export const SiteFooter = () => {
  const { vendorName } = useVendorSettings();
  return (
    <Box component="footer" data-site-footer sx={{ ...onDarkBar, mt: 'auto' }}>
      <Box
        sx={{
          ...contentColumn,
          py: { xs: 2, md: 3 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: { xs: 1, sm: 3 },
        }}
      >
        <Typography variant="body2">{frameDe.copyright(new Date().getFullYear(), vendorName)}</Typography>
        <Box
          component="nav"
          aria-label={frameDe.footerNavigation}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}
        >
          <Link component={RouterLink} to="/impressum" underline="hover" sx={footerLink}>
            {frameDe.imprint}
          </Link>
          <Link component={RouterLink} to="/datenschutz" underline="hover" sx={footerLink}>
            {frameDe.privacy}
          </Link>
        </Box>
      </Box>
    </Box>
  );
};
