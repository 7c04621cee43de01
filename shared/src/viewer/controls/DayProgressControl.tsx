import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { IconButton, Paper, Slider, Typography } from '@mui/material';
import { formatMessage } from '../../messages/format.js';
import { UI_MESSAGES } from '../../messages/ui-messages.de.js';
import { clampDayProgress, shiftDayProgress } from '../../rules/day-progress.js';
import { DayPhase, dayPhase, dayProgressClock } from '../../rules/sun-light.js';
import type { SunSetting } from '../../rules/sun-path.js';
import { VIEWER_TARGET_PX } from './target-size.js';

/** One press of the earlier/later buttons: about 50 minutes of the day; wraps past the ends. */
const STEP = 0.05;

const PHASE_LABELS: Record<DayPhase, string> = {
  [DayPhase.MORNING]: UI_MESSAGES.viewer.morning,
  [DayPhase.MIDDAY]: UI_MESSAGES.viewer.midday,
  [DayPhase.EVENING]: UI_MESSAGES.viewer.evening,
  [DayPhase.NIGHT]: UI_MESSAGES.viewer.night,
};

/** The local clock time of the day progress on the chosen date, and the part of the day. */
const dayProgressText = (value: number, sun: SunSetting) =>
  formatMessage(UI_MESSAGES.viewer.dayProgressValue, dayProgressClock(value, sun), PHASE_LABELS[dayPhase(value, sun)]);

/** The day-progress slider (set: clamped) with earlier/later buttons (shift: wraps), spec section 4. */
export const DayProgressControl = ({
  value,
  onChange,
  sun,
}: {
  value: number;
  onChange: (value: number) => void;
  sun: SunSetting;
}) => {
  return (
    <Paper
      elevation={2}
      sx={{
        display: 'flex',
        // On phones the time takes its own line, so the slider keeps a width a thumb can drag.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: 'center',
        columnGap: 1,
        px: 1,
        py: 0.5,
        width: { xs: '100%', sm: 460 },
        maxWidth: '100%',
      }}
    >
      <Typography
        aria-live="polite"
        variant="caption"
        sx={{ whiteSpace: 'nowrap', minWidth: 150, flexBasis: { xs: '100%', sm: 'auto' }, pt: { xs: 0.5, sm: 0 } }}
      >
        {dayProgressText(value, sun)}
      </Typography>
      <IconButton
        size="small"
        sx={{ width: VIEWER_TARGET_PX, height: VIEWER_TARGET_PX }}
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
        getAriaValueText={(next) => dayProgressText(next, sun)}
        aria-label={UI_MESSAGES.viewer.dayProgress}
        // The whole strip takes a tap, not only the 2 px rail.
        sx={{ flex: 1, minWidth: VIEWER_TARGET_PX * 2, py: `${(VIEWER_TARGET_PX - 2) / 2}px` }}
      />
      <IconButton
        size="small"
        sx={{ width: VIEWER_TARGET_PX, height: VIEWER_TARGET_PX }}
        aria-label={UI_MESSAGES.viewer.later}
        onClick={() => onChange(shiftDayProgress(value, STEP))}
      >
        <ChevronRight fontSize="small" />
      </IconButton>
    </Paper>
  );
};
