import { PageHeader } from '../components/PageHeader';

/** `/configure/construction-method`: choose the construction method. */
export default function ConstructionMethodPage() {
  return (
    <PageHeader
      title="Bauweise wählen"
      subtitle="Hier entscheiden Sie, ob Ihr Haus in Massivbauweise oder in Holzbauweise errichtet wird."
    />
  );
}
