import { PageHeader } from '../components/PageHeader';

/** `/request`: entry of the request. */
export default function RequestPage() {
  return (
    <PageHeader
      title="Unverbindliche Anfrage"
      subtitle="Hier starten Sie Ihre unverbindliche Anfrage für das Haus, das Sie konfiguriert haben."
    />
  );
}
