import { LegalPage } from './LegalPage';

/** /terms. */
export default function TermsScreen() {
  return <LegalPage doc="terms" />;
}
