import { LegalPage } from './LegalPage';

/** /privacy-policy. */
export default function PrivacyScreen() {
  return <LegalPage doc="privacy" />;
}
