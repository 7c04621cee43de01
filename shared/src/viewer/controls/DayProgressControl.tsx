import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { IconButton, Paper, Slider, Typography } from '@mui/material';
import { formatMessage } from '../../messages/format.js';
import { UI_MESSAGES } from '../../messages/ui-messages.de.js';
import { clampDayProgress, shiftDayProgress } from '../../rules/day-progress.js';
import { DayPhase, dayPhase, dayProgressClock } from '../../rules/sun-light.js';

/** One press of the earlier/later buttons: about 50 minutes of the day; wraps past the ends. */
const STEP = 0.05;

const PHASE_LABELS: Record<DayPhase, string> = {
  [DayPhase.MORNING]: UI_MESSAGES.viewer.morning,
  [DayPhase.MIDDAY]: UI_MESSAGES.viewer.midday,
  [DayPhase.EVENING]: UI_MESSAGES.viewer.evening,
  [DayPhase.NIGHT]: UI_MESSAGES.viewer.night,
};

export const dayProgressText = (value: number) =>
  formatMessage(UI_MESSAGES.viewer.dayProgressValue, dayProgressClock(value), PHASE_LABELS[dayPhase(value)]);

/** The day-progress slider (set: clamped) with earlier/later buttons (shift: wraps), spec section 4. */
export const DayProgressControl = ({ value, onChange }: { value: number; onChange: (value: number) => void }) => {
  return (
    <Paper
      elevation={2}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        width: { xs: '100%', sm: 460 },
        maxWidth: '100%',
      }}
    >
      <Typography aria-live="polite" variant="caption" sx={{ whiteSpace: 'nowrap', minWidth: 150 }}>
        {dayProgressText(value)}
      </Typography>
      <IconButton
        size="small"
        aria-label={UI_MESSAGES.viewer.earlier}
        onClick={() => onChange(shiftDayProgress(value, -STEP))}
      >
        <ChevronLeft fontSize="small" />
      </IconButton>
      <Slider
        size="small"
        min={0}
        max={1}
        step={0.01}
        value={value}
        onChange={(_event, next) => onChange(clampDayProgress(next as number))}
        getAriaValueText={dayProgressText}
        aria-label={UI_MESSAGES.viewer.dayProgress}
      />
      <IconButton
        size="small"
        aria-label={UI_MESSAGES.viewer.later}
        onClick={() => onChange(shiftDayProgress(value, STEP))}
      >
        <ChevronRight fontSize="small" />
      </IconButton>
    </Paper>
  );
};
