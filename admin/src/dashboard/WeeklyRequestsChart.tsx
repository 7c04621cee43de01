import { Box, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCompactLayout } from '../layout/use-compact-layout';
import type { WeekCount } from './weekly-counts';

/** A narrower drawing on phones, so its 12 px labels are not scaled down to unreadable. */
const WIDE = 480;
const NARROW = 320;
const HEIGHT = 200;
const AXIS = 28;
const TOP = 20;

/** Bars of new requests per calendar week, drawn as plain SVG (no chart library is installed). */
export const WeeklyRequestsChart = ({ weeks }: { weeks: WeekCount[] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const width = useCompactLayout() ? NARROW : WIDE;
  const max = Math.max(1, ...weeks.map((week) => week.count));
  const slot = width / weeks.length;
  const barWidth = slot * 0.6;
  const plotHeight = HEIGHT - AXIS - TOP;
  const summary = translate('app.dashboard.perWeekSummary', {
    weeks: weeks.map((week) => translate('app.dashboard.weekValue', { week: week.week, count: week.count })).join(', '),
  });
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role="img"
      aria-label={summary}
      sx={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <title>{summary}</title>
      <line x1={0} x2={width} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke={theme.palette.divider} />
      {weeks.map((week, index) => {
        const height = (week.count / max) * plotHeight;
        const x = index * slot + (slot - barWidth) / 2;
        const y = HEIGHT - AXIS - height;
        return (
          <g key={week.start.toISOString()}>
            <rect x={x} y={y} width={barWidth} height={height} rx={3} fill={theme.palette.primary.main} />
            <text x={x + barWidth / 2} y={y - 4} textAnchor="middle" fontSize={12} fill={theme.palette.text.primary}>
              {week.count}
            </text>
            <text
              x={x + barWidth / 2}
              y={HEIGHT - AXIS + 18}
              textAnchor="middle"
              fontSize={12}
              fill={theme.palette.text.secondary}
            >
              {translate('app.dashboard.week', { week: week.week })}
            </text>
          </g>
        );
      })}
    </Box>
  );
};
