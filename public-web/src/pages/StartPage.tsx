import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { InternetExplorerWarning } from '../components/InternetExplorerWarning';
import { LoadingBlock } from '../components/LoadingBlock';
import { contentColumn } from '../frame/content-column';
import { de } from '../i18n/de';
import type { HomeMode } from '../routing/guards';
import { StartHero } from '../start/StartHero';
import { useConfigurator } from '../state/configurator-store';
import { resumePath } from '../state/resume-path';

/** Light buttons over the hero picture on desktops, the usual dark ones on phones. */
const onPicture = {
  color: { md: 'common.white' },
  borderColor: { md: 'rgba(255,255,255,0.7)' },
  '&:hover': { borderColor: { md: 'common.white' }, bgcolor: { md: 'rgba(255,255,255,0.08)' } },
} as const;

const CallsToAction = () => {
  const resume = resumePath(useConfigurator());
  return (
    <Stack spacing={1.5} sx={{ mt: { md: 1 }, width: '100%', maxWidth: { sm: 420 } }}>
      <Button
        component={RouterLink}
        to="/configure/property-shape"
        variant="contained"
        size="large"
        fullWidth
        endIcon={<ArrowForwardIcon />}
        sx={{ py: 1.5 }}
      >
        {de.start.start}
      </Button>
      {resume && (
        <Button
          component={RouterLink}
          to={resume}
          variant="outlined"
          color="secondary"
          size="large"
          fullWidth
          sx={onPicture}
        >
          {de.start.continuePlan}
        </Button>
      )}
      <Button component={RouterLink} to="/login" variant="text" color="secondary" fullWidth sx={onPicture}>
        {de.start.resume}
      </Button>
    </Stack>
  );
};

const VisitorStart = () => (
  <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
    <StartHero>
      <CallsToAction />
    </StartHero>
    <Box sx={{ ...contentColumn, py: { xs: 3, md: 5 } }}>
      <InternetExplorerWarning />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 1.5, md: 3 },
          gridTemplateColumns: { md: 'repeat(3, 1fr)' },
        }}
      >
        {de.start.benefits.map((benefit) => (
          <Paper
            component="li"
            key={benefit.title}
            variant="outlined"
            sx={{ p: { xs: 1.5, md: 2.5 }, borderRadius: 2 }}
          >
            <Typography sx={{ fontWeight: 600 }}>{benefit.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {benefit.text}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  </Box>
);

/**
 * `/`: the start page with the vendor's hero picture, and the home of a logged-in customer. The
 * router hands the customer's home in, as a lazily loaded page (a page does not load pages).
 */
export const StartPage = ({ customerHome }: { customerHome: ReactNode }) => {
  const mode = useLoaderData<HomeMode>();
  if (mode === 'customer') {
    return (
      <Box sx={{ ...contentColumn, py: { xs: 3, md: 4 }, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<LoadingBlock label={de.common.loading} />}>{customerHome}</Suspense>
      </Box>
    );
  }
  return <VisitorStart />;
};
