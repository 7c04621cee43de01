import { Box, LinearProgress, Typography } from '@mui/material';
import { useLocation } from 'react-router';
import { de } from '../i18n/de';
import { FLOW_STEPS, flowStepIndex } from '../routing/flow-steps';
import { SavePlanButton } from '../saved-plan/SavePlanButton';

/** "Schritt n von 6" with a bar and "Planung speichern", above the heading of every configure step. */
export const FlowProgress = () => {
  const { pathname } = useLocation();
  const index = flowStepIndex(pathname);
  if (index === -1) return null;
  const label = de.common.step(index + 1, FLOW_STEPS.length);
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 2 }}>
          {label}
        </Typography>
        <SavePlanButton />
      </Box>
      <LinearProgress
        variant="determinate"
        value={((index + 1) / FLOW_STEPS.length) * 100}
        aria-label={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
};
