import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import HomeWorkIcon from '@mui/icons-material/HomeWorkOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { InternetExplorerWarning } from '../components/InternetExplorerWarning';
import { LoadingBlock } from '../components/LoadingBlock';
import { PageHeader } from '../components/PageHeader';
import { de } from '../i18n/de';
import { pageModules } from '../routing/page-modules';
import type { HomeMode } from '../routing/guards';
import { useConfigurator } from '../state/configurator-store';
import { resumePath } from '../state/resume-path';

const CustomerHomePage = lazy(pageModules.customerHome);

const VisitorStart = () => {
  const state = useConfigurator();
  const resume = resumePath(state);
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <InternetExplorerWarning />
      <Box
        aria-hidden
        sx={{
          mx: { xs: -2, sm: -3 },
          mt: -3,
          mb: 3,
          height: { xs: 160, md: 220 },
          background: 'linear-gradient(160deg, #1d1d1b 0%, #3a3a36 55%, #e30613 160%)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <HomeWorkIcon sx={{ fontSize: { xs: 88, md: 120 }, color: 'rgba(255,255,255,0.9)' }} />
      </Box>
      <PageHeader title={de.start.title} documentTitle={de.productName} subtitle={de.start.intro} />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: 3,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { md: 'repeat(3, 1fr)' },
        }}
      >
        {de.start.benefits.map((benefit) => (
          <Paper component="li" key={benefit.title} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{benefit.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {benefit.text}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Stack spacing={1.5} sx={{ mt: 'auto', pt: 2, width: '100%', maxWidth: { md: 480 }, mx: 'auto' }}>
        {resume && (
          <Button component={RouterLink} to={resume} variant="outlined" color="secondary" size="large" fullWidth>
            {de.start.continuePlan}
          </Button>
        )}
        <Button
          component={RouterLink}
          to="/configure/property-shape"
          variant="contained"
          size="large"
          fullWidth
          endIcon={<ArrowForwardIcon />}
        >
          {de.start.start}
        </Button>
        <Button component={RouterLink} to="/login" variant="text" color="secondary" fullWidth>
          {de.start.resume}
        </Button>
      </Stack>
    </Box>
  );
};

/** `/`: start page of the demo configurator, and the home of a logged-in customer. */
export const StartPage = () => {
  const mode = useLoaderData<HomeMode>();
  if (mode === 'customer') {
    return (
      <Suspense fallback={<LoadingBlock label={de.common.loading} />}>
        <CustomerHomePage />
      </Suspense>
    );
  }
  return <VisitorStart />;
};
