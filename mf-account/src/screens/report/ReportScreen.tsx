import { REPORT_ATTACHMENT_ACCEPT, REPORT_ATTACHMENT_MAX_BYTES, REPORT_CATEGORIES, REPORT_TEXT_MIN, reportCategoryLabelKey, type MyReport } from 'contracts';
import { FieldHelp, numberFormat, useFieldDescription, usePageTitle, useQuery } from 'mf-shared';
import { useId, useMemo, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { instituteQuery } from '../../api/institutes';
import { registrationsQuery } from '../../api/registrations';
import { createReport } from '../../api/reports';
import { OfficialChannels } from './OfficialChannels';
import { attachmentProblem, emptyReport, reportPayload, reportResolver, type ReportTarget, type ReportValues } from './report.form';
import './i18n';
import './report.css';
import { ApiForm, FormError, RadioGroupField, TextAreaField, useApiForm } from 'mf-shared/forms';

const MAX_MB = REPORT_ATTACHMENT_MAX_BYTES / 1024 / 1024;

/** A positive integer from the address, else null. */
function idParam(value: string | null): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * /admin/report?lpk_id=&registration_id= (any signed-in user): report a problem with an LPK, from
 * its page (`lpk_id`) or from one of the user's registrations there (also `registration_id`):
 * what happened (a category), a text and an optional image or PDF. Only the platform operator
 * reads it; the LPK is not told who reported. Below: the official channels, with their sources.
 */
export default function ReportScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('report.title'));
  const [params] = useSearchParams();
  const lpkId = idParam(params.get('lpk_id'));
  const registrationId = idParam(params.get('registration_id'));
  const [sent, setSent] = useState<{ report: MyReport; message: string } | null>(null);

  return (
    <div className="stack narrow report-page">
      <header>
        <h1>{t('report.title')}</h1>
        <p className="muted">{t('report.intro')}</p>
      </header>
      {lpkId === null ? (
        <div className="card">
          <p>{t('report.no_lpk')}</p>
          <p className="actions">
            <a href="/search">{t('report.find_lpk')}</a>
            <Link to="/admin/registration">{t('report.my_registrations')}</Link>
          </p>
        </div>
      ) : sent ? (
        <div className="card" role="status" data-report-sent={sent.report.id}>
          <h2>{t('report.sent_title')}</h2>
          <p>{sent.message}</p>
          <p className="actions">
            <Link className="button button--primary" to="/admin/dashboard#my-reports">
              {t('report.see_dashboard')}
            </Link>
            <a href={`/lpk/${lpkId}`}>{t('report.back_to_lpk')}</a>
          </p>
        </div>
      ) : (
        <ReportForm target={{ lpkId, registrationId }} onSent={setSent} />
      )}
      <OfficialChannels />
    </div>
  );
}

/** The LPK reported: its name from the user's registration there, else from its public page (a suspended one has none: its number). */
function useLpkName(target: ReportTarget): string | null {
  const { t } = useTranslation('account');
  const registrations = useQuery(target.registrationId !== null ? registrationsQuery : null);
  const fromRegistration = registrations.data?.find((r) => r.id === target.registrationId)?.lpk?.name;
  const detail = useQuery(target.registrationId === null || (registrations.status !== 'loading' && !fromRegistration) ? instituteQuery(target.lpkId) : null);
  if (fromRegistration) return fromRegistration;
  if (detail.data) return detail.data.name;
  if (detail.status === 'error' || registrations.status === 'error') return t('report.lpk_fallback', { id: target.lpkId });
  return null;
}

function ReportForm({ target, onSent }: { target: ReportTarget; onSent: (sent: { report: MyReport; message: string }) => void }) {
  const { t } = useTranslation('account');
  const lpkName = useLpkName(target);
  const resolver = useMemo(() => reportResolver(target), [target.lpkId, target.registrationId]); // eslint-disable-line react-hooks/exhaustive-deps -- the target is the address's, rebuilt on each render
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const fileRef = useRef<HTMLInputElement>(null);
  const api = useApiForm<ReportValues, ReportValues, Awaited<ReturnType<typeof createReport>>>({
    ns: 'account',
    defaultValues: emptyReport(),
    resolver,
    submit: (values) => createReport(reportPayload(values, target), file),
    onSuccess: ({ report, message }) => onSent({ report, message: message ?? t('report.sent_title') }),
    formError: (error, unplaced) => {
      if (error.status !== 422) return error.message;
      // The attachment's message under the file input, the others under their fields.
      const attachment = error.errors.attachment?.join(' ');
      if (attachment) setFileError(attachment);
      return unplaced.filter((message) => message !== attachment).join(' ') || null;
    },
  });

  const categories = REPORT_CATEGORIES.map((value) => ({ value, label: t(reportCategoryLabelKey(value)) }));

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? attachmentProblem(chosen) : undefined;
    setFileError(problem ? t(`report.errors.${problem}`, { max: MAX_MB }) : undefined);
    setFile(problem ? null : chosen);
    if (problem && fileRef.current) fileRef.current.value = '';
  };
  const removeFile = () => {
    setFile(null);
    setFileError(undefined);
    if (fileRef.current) fileRef.current.value = '';
  };

  return (
    <ApiForm api={api} className="card section-form report-form" aria-busy={api.submitting || undefined}>
      <p className="report-form__lpk">
        <strong>{t('report.about')}:</strong> <span data-report-lpk>{lpkName ?? t('report.lpk_loading')}</span>
        {target.registrationId !== null && <span className="muted"> · {t('report.from_registration')}</span>}
      </p>
      <FormError api={api} />
      <RadioGroupField name="category" legend={t('report.category')} options={categories} />
      <TextAreaField name="text" label={t('report.text')} hint={t('report.text_hint', { min: REPORT_TEXT_MIN })} rows={7} />
      <AttachmentField file={file} error={fileError} inputRef={fileRef} onChange={onFile} onRemove={removeFile} />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={api.submitting}>
          {t(api.submitting ? 'report.submitting' : 'report.submit')}
        </button>
      </div>
    </ApiForm>
  );
}

function AttachmentField({
  file,
  error,
  inputRef,
  onChange,
  onRemove,
}: {
  file: File | null;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const hint = t('report.attachment_hint', { max: MAX_MB });
  const d = useFieldDescription(error, hint);
  const chosenId = useId();
  const size = file ? numberFormat({ maximumFractionDigits: 1 }, i18n.language).format(file.size / 1024) + ' KB' : '';
  return (
    <div className={`field section-form__wide${error ? ' field--invalid' : ''}`}>
      <label htmlFor={d.id} className="field__label">
        {t('report.attachment')}
      </label>
      <input
        ref={inputRef}
        id={d.id}
        name="attachment"
        type="file"
        className="field__input"
        accept={REPORT_ATTACHMENT_ACCEPT}
        aria-invalid={d.invalid}
        aria-describedby={[d.describedBy, file ? chosenId : null].filter(Boolean).join(' ') || undefined}
        onChange={onChange}
      />
      {file && (
        <p id={chosenId} className="report-form__file">
          {t('report.attachment_chosen', { name: file.name, size })}{' '}
          <button type="button" className="button button--link" onClick={onRemove}>
            {t('report.attachment_remove')}
          </button>
        </p>
      )}
      <FieldHelp hint={hint} error={error} description={d} />
    </div>
  );
}
