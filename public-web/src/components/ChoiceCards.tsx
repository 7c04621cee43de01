import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Choice<T extends string> {
  value: T;
  label: string;
  description?: ReactNode;
  icon?: ReactNode;
}

interface ChoiceCardsProps<T extends string> {
  legend: string;
  name: string;
  choices: Choice<T>[];
  value: T | null | undefined;
  onChange: (value: T) => void;
}

/**
 * A radio group drawn as large cards (easy to tap on phones). Real radio inputs underneath, so
 * keyboards and screen readers work as with any radio group.
 */
export function ChoiceCards<T extends string>({ legend, name, choices, value, onChange }: ChoiceCardsProps<T>) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {legend}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(choices.length, 3)}, 1fr)` },
        }}
      >
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <Box
              key={choice.value}
              component="label"
              sx={{
                position: 'relative',
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1.5,
                p: 2,
                borderRadius: 2,
                border: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'rgba(227, 6, 19, 0.04)' : 'background.paper',
                cursor: 'pointer',
                transition: 'border-color 120ms, background-color 120ms',
                '&:hover': { borderColor: checked ? 'primary.main' : 'text.secondary' },
                // The radio itself is invisible: its keyboard focus rings the whole card.
                '&:has(input:focus-visible)': { outline: '3px solid var(--focus-ring)', outlineOffset: 2 },
              }}
            >
              <Box
                component="input"
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                sx={{ position: 'absolute', opacity: 0, width: '1px', height: '1px', m: 0 }}
              />
              {choice.icon && (
                <Box aria-hidden sx={{ color: checked ? 'primary.main' : 'text.secondary', display: 'flex' }}>
                  {choice.icon}
                </Box>
              )}
              <Box sx={{ flex: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{choice.label}</Typography>
                {choice.description && (
                  <Typography variant="body2" color="text.secondary">
                    {choice.description}
                  </Typography>
                )}
              </Box>
              <Box aria-hidden sx={{ color: checked ? 'primary.main' : 'text.disabled', display: 'flex' }}>
                {checked ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
