import RotateLeft from '@mui/icons-material/RotateLeft';
import RotateRight from '@mui/icons-material/RotateRight';
import { Box, IconButton, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { HOUSE_HEADING_STEP } from '../../constants/sun-location.js';
import { SUN_DATE_PRESET_LABELS, SunDatePreset } from '../../enums/sun-date-preset.js';
import { UI_MESSAGES } from '../../messages/ui-messages.de.js';
import { houseHeadingText, turnHeading } from '../../rules/house-heading.js';
import { VIEWER_TARGET_PX } from './target-size.js';

interface SunControlsProps {
  date: SunDatePreset;
  onDate: (date: SunDatePreset) => void;
  heading: number;
  onHeading: (heading: number) => void;
  /** Where the date menu opens (inside the viewer, for fullscreen). */
  container: Element | null;
}

/** The day the real sun follows and the compass that turns the house on its plot. */
export const SunControls = ({ date, onDate, heading, onHeading, container }: SunControlsProps) => (
  <Paper
    elevation={2}
    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1, py: 0.5, maxWidth: '100%' }}
  >
    <TextField
      select
      size="small"
      label={UI_MESSAGES.viewer.sunDate}
      value={date}
      onChange={(event) => onDate(event.target.value as SunDatePreset)}
      slotProps={{ select: { MenuProps: { container } } }}
      // Wide enough for the longest preset, so the chosen day is never cut off; the part that opens
      // the menu is itself touch-sized (the field's frame around it does not open it).
      sx={{
        flex: { xs: '1 1 100%', sm: '0 0 260px' },
        '& .MuiSelect-select': {
          boxSizing: 'border-box',
          minHeight: VIEWER_TARGET_PX,
          display: 'flex',
          alignItems: 'center',
          py: 0,
        },
      }}
    >
      {Object.values(SunDatePreset).map((preset) => (
        <MenuItem key={preset} value={preset} sx={{ minHeight: VIEWER_TARGET_PX }}>
          {SUN_DATE_PRESET_LABELS[preset]}
        </MenuItem>
      ))}
    </TextField>
    <Box
      role="group"
      aria-label={UI_MESSAGES.viewer.houseHeading}
      sx={{ display: 'flex', alignItems: 'center', flex: '1 1 auto', justifyContent: 'center' }}
    >
      <IconButton
        size="small"
        sx={{ width: VIEWER_TARGET_PX, height: VIEWER_TARGET_PX }}
        aria-label={UI_MESSAGES.viewer.turnHouseLeft}
        onClick={() => onHeading(turnHeading(heading, -HOUSE_HEADING_STEP))}
      >
        <RotateLeft fontSize="small" />
      </IconButton>
      <Typography
        aria-live="polite"
        variant="caption"
        sx={{ whiteSpace: 'nowrap', minWidth: 170, textAlign: 'center' }}
      >
        {houseHeadingText(heading)}
      </Typography>
      <IconButton
        size="small"
        sx={{ width: VIEWER_TARGET_PX, height: VIEWER_TARGET_PX }}
        aria-label={UI_MESSAGES.viewer.turnHouseRight}
        onClick={() => onHeading(turnHeading(heading, HOUSE_HEADING_STEP))}
      >
        <RotateRight fontSize="small" />
      </IconButton>
    </Box>
  </Paper>
);
