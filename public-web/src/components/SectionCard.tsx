import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** Shown before the title, where blocks side by side need telling apart at a glance. */
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  /** Heading level inside the page (default h2). */
  headingLevel?: 'h2' | 'h3';
}

/** A titled block of a page. */
export const SectionCard = ({ title, icon, action, children, headingLevel = 'h2' }: SectionCardProps) => (
  <Paper component="section" variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
      <Typography
        component={headingLevel}
        variant="h6"
        sx={{ fontSize: '1.1rem', fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        {icon}
        {title}
      </Typography>
      {action}
    </Box>
    {children}
  </Paper>
);
