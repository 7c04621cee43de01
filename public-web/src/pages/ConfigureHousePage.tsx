import { PageHeader } from '../components/PageHeader';

/** `/configure/:id`: configure with a chosen house. */
export default function ConfigureHousePage() {
  return (
    <PageHeader title="Ihr gewähltes Haus" subtitle="Hier passen Sie das ausgewählte Musterhaus an Ihre Wünsche an." />
  );
}
