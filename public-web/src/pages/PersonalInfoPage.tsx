import { PageHeader } from '../components/PageHeader';

/** `/request/personal-info`: personal information form. */
export default function PersonalInfoPage() {
  return (
    <PageHeader
      title="Persönliche Angaben"
      subtitle="Hier geben Sie Ihren Namen und Ihre Kontaktdaten an, damit sich Ihre Ansprechperson bei Ihnen melden kann."
    />
  );
}
