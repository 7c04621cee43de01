import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  subheader?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

/** One titled section of the edit and preview pages (a level-2 heading for screen readers). */
export const SectionCard = ({ title, subheader, action, children }: SectionCardProps) => (
  <Card component="section" aria-label={title} variant="outlined">
    <CardHeader
      title={title}
      subheader={subheader}
      action={action}
      slotProps={{ title: { component: 'h2', variant: 'h6' } }}
    />
    <CardContent sx={{ pt: 0 }}>{children}</CardContent>
  </Card>
);
