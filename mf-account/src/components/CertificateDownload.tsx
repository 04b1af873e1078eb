import { LAST_STAGE, type Registration } from 'contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchCertificatePdf } from '../api/certificatePdf';
import { saveFile } from './saveFile';
import './certificate-download.css';
import './certificateDownload.i18n';

/** The PDF certificate exists for an approved registration whose certificate is still valid. */
export function canDownloadCertificate(registration: Pick<Registration, 'status' | 'certificate'>): boolean {
  return registration.status === LAST_STAGE && registration.certificate?.status === 'valid';
}

interface Props {
  registration: Registration;
  className?: string;
}

/**
 * "Download certificate (PDF)": fetches the PDF with the bearer token (the API needs the
 * Authorization header, so a plain link cannot) and saves it. A button, as it runs a script
 * rather than going to an address; it is described by its card's title, which names the LPK.
 * Renders nothing unless the registration is approved.
 */
export function CertificateDownload({ registration, className = 'button button--primary' }: Props) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  if (!canDownloadCertificate(registration)) return null;

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setAnnouncement('');
    try {
      const file = await fetchCertificatePdf(registration.id);
      saveFile(file);
      setAnnouncement(t('certificate_pdf.saved', { file: file.filename }));
    } catch {
      // The toast said why (api/certificatePdf.ts).
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => void download()}
        aria-disabled={busy || undefined}
        aria-describedby={`registration-${registration.id}-title`}
      >
        {busy ? t('certificate_pdf.preparing') : t('certificate_pdf.download')}
      </button>
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </>
  );
}

/**
 * The certificate of an approved registration on the dashboard: its number, the download and the
 * public check of its code. Renders nothing before approval (the registration screen says when).
 */
export function CertificateSummary({ registration }: { registration: Registration }) {
  const { t } = useTranslation('account');
  const certificate = registration.certificate;
  if (!certificate || !canDownloadCertificate(registration)) return null;
  return (
    <div className="certificate-summary">
      <p>
        <strong>{t('certificate_pdf.title')}</strong> <span className="muted">{t('certificate_pdf.number', { number: certificate.number })}</span>
      </p>
      <p className="actions">
        <CertificateDownload registration={registration} />
        <Link className="button" to={`/registration-certificate?code=${encodeURIComponent(certificate.verification_code)}`}>
          {t('certificate_pdf.verify')}
        </Link>
      </p>
    </div>
  );
}
