import { frameDe } from '../i18n/frame.de';
import { LegalPage } from '../legal/LegalPage';

/** `/impressum`: the vendor's imprint. */
export default function ImprintPage() {
  return <LegalPage title={frameDe.imprint} text={(settings) => settings.imprintText} />;
}
