import { Box, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { FlowProgress } from '../components/FlowProgress';
import { PageHeader } from '../components/PageHeader';
import { SectionCard } from '../components/SectionCard';
import { StepActions } from '../components/StepActions';
import { de } from '../i18n/de';
import { useConfigurator } from '../state/configurator-store';
import { SelectionSummary } from '../your-house/SelectionSummary';

/** `/request`: what happens next, the selection, and the way into the form. */
export default function RequestPage() {
  const state = useConfigurator();
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <FlowProgress />
      <PageHeader title={de.request.title} subtitle={de.request.intro} />
      <Stack spacing={2}>
        <SectionCard title={de.request.stepsTitle}>
          <List dense disablePadding component="ol">
            {de.request.steps.map((step, index) => (
              <ListItem key={step} disableGutters>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 28,
                      height: 28,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      fontWeight: 700,
                    }}
                  >
                    {index + 1}
                  </Box>
                </ListItemIcon>
                <ListItemText primary={step} />
              </ListItem>
            ))}
          </List>
        </SectionCard>
        <SectionCard title={de.yourHouse.details}>
          <SelectionSummary state={state} />
          {!state.currentStageId && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {de.request.nothingChosen}
            </Typography>
          )}
        </SectionCard>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 24 }} />
      <StepActions back="/your-house" next="/request/personal-info" nextLabel={de.request.start} />
    </Box>
  );
}
