import { PageHeader } from '../components/PageHeader';

/** `/your-house`: suggestions, house details, contact person and project manager. */
export default function YourHousePage() {
  return (
    <PageHeader
      title="Ihr Haus"
      subtitle="Hier sehen Sie passende Hausvorschläge, die Details Ihres Hauses und Ihre persönliche Ansprechperson."
    />
  );
}
