import { PageHeader } from '../components/PageHeader';

/** `/configure`: filter the template houses. */
export default function ConfigurePage() {
  return (
    <PageHeader
      title="Haus konfigurieren"
      subtitle="Hier finden Sie passende Musterhäuser, gefiltert nach Grundstücksform, Bauweise und Dachform, oder planen ohne Musterhaus weiter."
    />
  );
}
