import { PageHeader } from '../components/PageHeader';

/** `/request/overview`: summary and sending of the non-binding request. */
export default function RequestOverviewPage() {
  return (
    <PageHeader
      title="Zusammenfassung"
      subtitle="Hier prüfen Sie Ihre Auswahl und Ihre persönlichen Angaben, bevor Sie die unverbindliche Anfrage absenden."
    />
  );
}
