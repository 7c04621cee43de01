import { PageHeader } from '../components/PageHeader';

/** `/choose-construction-stage and /choose-construction-stage/:id`: choose the construction stage and its works. */
export default function ConstructionStagePage() {
  return (
    <PageHeader
      title="Ausbaustufe wählen"
      subtitle="Hier wählen Sie die Ausbaustufe Ihres Hauses und die Bauleistungen, die enthalten sein sollen."
    />
  );
}
