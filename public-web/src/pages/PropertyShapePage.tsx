import { PageHeader } from '../components/PageHeader';

/** `/configure/property-shape`: choose the plot shape. */
export default function PropertyShapePage() {
  return (
    <PageHeader
      title="Grundstücksform wählen"
      subtitle="Hier geben Sie an, ob Ihr Grundstück eben, leicht geneigt oder eine Hanglage ist."
    />
  );
}
