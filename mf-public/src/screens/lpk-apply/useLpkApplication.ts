import { LICENCE_DOCUMENT_MAX_BYTES } from 'contracts';
import { ApiError, setSession } from 'mf-shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { resubmitLpkApplication, submitLpkApplication, type LpkApplied } from '../../api/lpkApplication';
import './i18n';

/** The API's message for each field at fault, by the field's name. */
export type ApplicationErrors = Record<string, string>;

export interface LpkApplicationOptions {
  /** A signed-in applicant without an LPK applies again from the same account (/lpk-applications/again). */
  again: boolean;
  /** Someone else is signed in: their session stays, and the answer is kept for them to switch to. */
  signedInAs: boolean;
}

/**
 * Sending /lpk-apply's form: the programs and the sending-organisation tick as the API reads them,
 * the licence document checked for size first, then the application (or the second one) sent.
 * A visitor is signed in with the answer and goes to /admin/application; someone signed in keeps
 * their session (`applied`). The API's messages go next to their fields, the first of them (in
 * the order of `formRef`'s form) focused.
 */
export function useLpkApplication({ again, signedInAs }: LpkApplicationOptions) {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [applied, setApplied] = useState<LpkApplied | null>(null);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  /** The form's alert: 'check the marked fields', or the API's own message when no field is at fault (409, 429, offline). */
  const [failed, setFailed] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const programs = form.getAll('programs').join(',');
    form.delete('programs');
    form.set('programs', programs);
    form.set('sending_org', form.get('sending_org') ? 'true' : 'false');
    // The chosen file, read from the input itself.
    const input = event.currentTarget.elements.namedItem('document');
    const document = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    form.delete('document');
    if (document && document.size > LICENCE_DOCUMENT_MAX_BYTES) {
      setErrors({ document: t('lpk_apply.too_large') });
      setFailed(t('lpk_apply.failed'));
      return;
    }
    if (document && document.size > 0) form.set('document', document, document.name);
    setSending(true);
    setFailed(null);
    try {
      if (again) {
        await resubmitLpkApplication(form);
        navigate('/admin/application');
      } else {
        const answer = await submitLpkApplication(form);
        if (signedInAs) {
          // Someone signed in keeps their session: the new account is theirs to switch to.
          setApplied(answer);
          return;
        }
        setSession(answer.token, answer.user);
        navigate('/admin/application');
      }
    } catch (error) {
      const next: ApplicationErrors = {};
      if (error instanceof ApiError) for (const [field, messages] of Object.entries(error.errors)) next[field] = messages.join(' ');
      setErrors(next);
      setFailed(Object.keys(next).length === 0 && error instanceof ApiError && error.message ? error.message : t('lpk_apply.failed'));
      // The first field with a message, in the form's order, takes the focus.
      const fields = Array.from(formRef.current?.querySelectorAll<HTMLElement & { name: string }>('input, select, textarea') ?? []);
      fields.find((field) => field.name in next)?.focus();
    } finally {
      setSending(false);
    }
  };

  return { formRef, applied, errors, failed, sending, onSubmit };
}
