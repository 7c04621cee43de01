import { frameDe } from '../i18n/frame.de';
import { LegalPage } from '../legal/LegalPage';

/** `/datenschutz`: the vendor's privacy statement. */
export default function PrivacyPage() {
  return <LegalPage title={frameDe.privacyTitle} text={(settings) => settings.privacyText} />;
}
