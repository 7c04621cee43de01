import { CATALOGUE_EAGER_IMAGES } from '@hauskonfig/shared';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ErrorBlock } from '../components/ErrorBlock';
import { FlowProgress } from '../components/FlowProgress';
import { HouseCard } from '../components/HouseCard';
import { LoadingBlock } from '../components/LoadingBlock';
import { PageHeader } from '../components/PageHeader';
import { StepActions } from '../components/StepActions';
import { continueWithoutTemplate } from '../configure/continue-without-template';
import { FilterPanel } from '../configure/FilterPanel';
import { useCatalogue } from '../configure/use-catalogue';
import { de } from '../i18n/de';
import { useConfigureFilter, configureFilterStore } from '../state/configure-filter-cookie';
import { useConfigurator } from '../state/configurator-store';

/** `/configure`: the template houses matching the filter (kept in the cookie configure-filter). */
export default function ConfigurePage() {
  const [filter, update] = useConfigureFilter();
  const { selectedHouse } = useConfigurator();
  const houses = useCatalogue(filter);

  const withoutTemplate = (
    <Button
      component={RouterLink}
      to="/choose-construction-stage"
      onClick={continueWithoutTemplate}
      variant="outlined"
      color="secondary"
    >
      {de.configure.withoutTemplate}
    </Button>
  );

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <FlowProgress />
      <PageHeader title={de.configure.title} subtitle={de.configure.intro} />
      <FilterPanel filter={filter} onChange={update} onReset={() => configureFilterStore.set({})} />
      <Box component="section" aria-labelledby="results-heading" aria-busy={houses.loading} sx={{ mt: 2 }}>
        <Typography id="results-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
          {houses.data ? de.configure.results(houses.data.length) : de.configure.loadingHouses}
        </Typography>
        {houses.offline && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {de.configure.offline}
          </Alert>
        )}
        {houses.loading && <LoadingBlock label={de.configure.loadingHouses} />}
        {houses.errorMessage && <ErrorBlock message={houses.errorMessage} onRetry={houses.reload} />}
        {houses.data && houses.data.length === 0 && (
          <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, textAlign: 'center' }}>
            <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
            <Typography component="h3" variant="h6" sx={{ mt: 1 }}>
              {de.configure.emptyTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {de.configure.emptyText}
            </Typography>
            {withoutTemplate}
          </Paper>
        )}
        {houses.data && houses.data.length > 0 && (
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
          >
            {houses.data.map((house, index) => (
              <HouseCard
                key={house.id}
                house={house}
                selected={house.id === selectedHouse?.id}
                eager={index < CATALOGUE_EAGER_IMAGES}
              />
            ))}
          </Box>
        )}
      </Box>
      {houses.data && houses.data.length > 0 && (
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {de.configure.withoutTemplateHint}
          </Typography>
          {withoutTemplate}
        </Box>
      )}
      <Box sx={{ flex: 1, minHeight: 24 }} />
      <StepActions
        back="/configure/construction-method"
        next={selectedHouse ? '/choose-construction-stage' : undefined}
      />
    </Box>
  );
}
