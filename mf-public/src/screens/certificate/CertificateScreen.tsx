import { recordDate } from 'contracts';
import { errorStatus, usePageTitle, useQuery } from 'mf-shared';
import { ApiForm, InputField, useApiForm } from 'mf-shared/forms';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { certificateQuery } from '../../api/certificates';
import type { CertificateCheck } from '../../api/types';
import { ErrorState, LoadingState } from '../../components/catalogue/StateViews';
import '../../components/catalogue/catalogue.css';
import { certificateResolver, type CertificateFormValues } from './certificate.form';
import './i18n';

/**
 * /registration-certificate?code=...: anyone can check that a registration certificate is genuine
 * (the QR code on the PDF leads here with its code). A certificate revoked by a withdrawal says so,
 * with the date; the holder's name is only ever shown masked, as the API gives it.
 */
export default function CertificateScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('certificate.title'));
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  // The check is the address's (`?code=`, as the QR code's link has it): sending puts the code
  // there, and the result below asks the API (GET /certificates/{code}, no 422 to place: an
  // unknown code is a 404, shown by the result).
  const api = useApiForm<CertificateFormValues, CertificateFormValues, void>({
    ns: 'public',
    defaultValues: { code },
    resolver: certificateResolver,
    submit: async (values) => setParams({ code: values.code }),
  });

  return (
    <div className="container catalogue-page">
      <h1>{t('certificate.title')}</h1>
      <p className="catalogue-lead">{t('certificate.lead')}</p>
      <ApiForm api={api} className="search-bar">
        <InputField
          name="code"
          label={t('certificate.code_label')}
          hint={t('certificate.code_hint')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
        />
        <button type="submit" className="button button--primary" disabled={api.submitting}>
          {t('certificate.submit')}
        </button>
      </ApiForm>
      {code && <Result key={code} code={code} />}
    </div>
  );
}

function Result({ code }: { code: string }) {
  const { t } = useTranslation('public');
  // Not kept fresh: a revocation must show at once (the check is what the QR code is for).
  const check = useQuery(certificateQuery(code), { staleTime: 0 });
  if (check.status === 'loading') return <LoadingState />;
  if (check.status === 'error') {
    if (errorStatus(check.error) === 404) {
      return (
        <div className="alert alert--error" role="alert">
          <h2>{t('certificate.not_found_title')}</h2>
          <p>{t('certificate.not_found')}</p>
        </div>
      );
    }
    return <ErrorState onRetry={check.reload} />;
  }
  return <CertificateResult certificate={check.data} />;
}

/** One fact of the certificate: its name and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function CertificateResult({ certificate }: { certificate: CertificateCheck }) {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language === 'en' ? 'en' : 'id';
  const valid = certificate.status === 'valid';
  return (
    <section className={`card section alert ${valid ? 'alert--success' : 'alert--error'}`} role="status" aria-labelledby="certificate-result">
      <h2 id="certificate-result" className={valid ? 'status-valid' : 'status-revoked'}>
        {valid ? t('certificate.valid_title') : t('certificate.revoked_title')}
      </h2>
      <p>{valid ? t('certificate.valid') : t('certificate.revoked')}</p>
      {valid && <p>{t('certificate.compare')}</p>}
      <dl className="catalogue-facts">
        <Fact term={t('certificate.number')}>{certificate.number}</Fact>
        <Fact term={t('certificate.holder')}>{certificate.applicant_name}</Fact>
        <Fact term={t('certificate.lpk')}>
          <Link to={`/lpk/${certificate.lpk.id}`}>{certificate.lpk.name}</Link> ({certificate.lpk.city}, {certificate.lpk.province})
        </Fact>
        <Fact term={t('certificate.issued')}>{recordDate(certificate.issued_at, lang)}</Fact>
        {certificate.revoked_at && <Fact term={t('certificate.revoked_at')}>{recordDate(certificate.revoked_at, lang)}</Fact>}
      </dl>
    </section>
  );
}
