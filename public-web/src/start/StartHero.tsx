import { HERO_IMAGE_WIDTHS, heroImageSources } from '@hauskonfig/shared';
import HomeWorkIcon from '@mui/icons-material/HomeWorkOutlined';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageHeader } from '../components/PageHeader';
import { de } from '../i18n/de';
import { frameDe } from '../i18n/frame.de';
import { contentColumn } from '../frame/content-column';
import { useVendorSettings } from '../vendor/vendor-settings';

/** Height of the stored hero picture at its full width (16:9). */
const HERO_HEIGHT = (HERO_IMAGE_WIDTHS.full * 9) / 16;

/**
 * The vendor's hero picture across the window. It is the start page's largest paint (its LCP):
 * the server preloads it with the same srcset and sizes, so it is fetched once, early, and phones
 * take the small variant; its size is known before it loads, so nothing moves.
 */
const HeroPicture = ({ url, vendorName }: { url: string; vendorName: string }) => {
  const { src, srcSet, sizes } = heroImageSources(url);
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={HERO_IMAGE_WIDTHS.full}
      height={HERO_HEIGHT}
      alt={frameDe.hero.alt(vendorName)}
      fetchPriority="high"
      loading="eager"
      data-hero-image
      sx={{
        display: 'block',
        width: '100%',
        height: { xs: 'auto', md: '100%' },
        aspectRatio: { xs: '16 / 9', md: 'auto' },
        objectFit: 'cover',
        bgcolor: 'grey.300',
      }}
    />
  );
};

/** Without a hero picture: a calm surface in the house colours. */
const HeroSurface = () => (
  <Box
    aria-hidden
    sx={{
      height: { xs: 160, md: '100%' },
      background: 'linear-gradient(160deg, #1d1d1b 0%, #3a3a36 60%, #5a5a55 100%)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: { xs: 'center', md: 'flex-end' },
      pr: { md: '12%' },
    }}
  >
    <HomeWorkIcon sx={{ fontSize: { xs: 88, md: 160 }, color: 'rgba(255,255,255,0.85)' }} />
  </Box>
);

/**
 * The start page's opening: the picture across the window with the vendor's name, the heading,
 * the introduction and the calls to action over it on desktops and below it on phones.
 */
export const StartHero = ({ children }: { children: ReactNode }) => {
  const { vendorName, heroImageUrl } = useVendorSettings();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateRows: { xs: 'auto auto', md: 'minmax(460px, 62vh)' },
        bgcolor: { md: 'secondary.main' },
      }}
    >
      <Box sx={{ gridArea: '1 / 1', position: 'relative', minHeight: 0 }}>
        {heroImageUrl ? <HeroPicture url={heroImageUrl} vendorName={vendorName} /> : <HeroSurface />}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            background: {
              xs: 'linear-gradient(180deg, rgba(0,0,0,0) 50%, rgba(0,0,0,0.6) 100%)',
              md: 'linear-gradient(90deg, rgba(20,20,18,0.85) 0%, rgba(20,20,18,0.6) 40%, rgba(20,20,18,0) 72%)',
            },
          }}
        />
      </Box>
      <Box
        sx={{
          gridArea: { xs: '2 / 1', md: '1 / 1' },
          alignSelf: 'center',
          ...contentColumn,
          py: { xs: 3, md: 6 },
          position: 'relative',
          color: { md: 'common.white' },
          // Over the darkened picture the focus ring is white, like the text.
          '--focus-ring': { md: '#ffffff' },
        }}
      >
        <Box sx={{ maxWidth: { md: 560 } }}>
          <Typography
            component="p"
            variant="overline"
            sx={{ fontWeight: 700, letterSpacing: 1.2, color: { xs: 'primary.main', md: 'common.white' } }}
          >
            {vendorName}
          </Typography>
          <Box
            sx={{
              '& h1': { fontSize: { md: '2.75rem' }, fontWeight: { md: 600 } },
              '& header p': { color: { md: 'rgba(255,255,255,0.92)' }, fontSize: { md: '1.125rem' } },
            }}
          >
            <PageHeader title={de.start.title} documentTitle={de.productName} subtitle={de.start.intro} />
          </Box>
          {children}
        </Box>
      </Box>
    </Box>
  );
};
