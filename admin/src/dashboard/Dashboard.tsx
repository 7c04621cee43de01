import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** Start page of the staff dashboard (placeholder until the dashboard screen is built). */
export const Dashboard = () => (
  <Card sx={{ mt: 2 }}>
    <Title title="Verwaltung" />
    <CardHeader title="Verwaltung" slotProps={{ title: { component: 'h1', variant: 'h5' } }} />
    <CardContent>
      <Typography variant="body1">Hier verwalten Sie Kundenanfragen, Häuser und Ansprechpersonen.</Typography>
    </CardContent>
  </Card>
);
