import { LICENCE_DOCUMENT_MAX_BYTES } from 'contracts';
import { setSession } from 'mf-shared';
import { SERVER_ERROR, useApiForm, type ApiFormState } from 'mf-shared/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { resubmitLpkApplication, submitLpkApplication, type LpkApplied } from '../../api/lpkApplication';
import './i18n';

/** The form's values: text as typed, the programs ticked, the sending-organisation tick and the chosen document. */
export interface ApplicationValues {
  name: string;
  licence_number: string;
  province: string;
  city: string;
  address: string;
  programs: string[];
  sending_org: boolean;
  contact_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  document: FileList | null;
}

/** The fields in their order on the page (the first with a message of the API takes the focus). */
const FIELDS = [
  'name',
  'licence_number',
  'province',
  'city',
  'address',
  'programs',
  'sending_org',
  'contact_name',
  'email',
  'phone',
  'password',
  'password_confirmation',
  'document',
] as const;
/** What a second application (from the applicant's own account) leaves out. */
const ACCOUNT_FIELDS = new Set<string>(['email', 'password', 'password_confirmation']);

const EMPTY: ApplicationValues = {
  name: '',
  licence_number: '',
  province: '',
  city: '',
  address: '',
  programs: [],
  sending_org: false,
  contact_name: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
  document: null,
};

/** The multipart body as the API reads it: the programs as one comma-separated list, the tick as 'true' / 'false'. */
function applicationBody(values: ApplicationValues, again: boolean, document: File | undefined): FormData {
  const body = new FormData();
  for (const field of FIELDS) {
    if (field === 'document' || (again && ACCOUNT_FIELDS.has(field))) continue;
    const value = values[field];
    body.set(field, Array.isArray(value) ? value.join(',') : typeof value === 'boolean' ? String(value) : value);
  }
  if (document && document.size > 0) body.set('document', document, document.name);
  return body;
}

export interface LpkApplicationOptions {
  /** A signed-in applicant without an LPK applies again from the same account (/lpk-applications/again). */
  again: boolean;
  /** Someone else is signed in: their session stays, and the answer is kept for them to switch to. */
  signedInAs: boolean;
}

/**
 * Sending /lpk-apply's form (mf-shared's useApiForm): the licence document checked for size first,
 * then the application (or the second one) sent. A visitor is signed in with the answer and goes
 * to /admin/application; someone signed in keeps their session (`applied`). The API's messages go
 * next to their fields, the first of them on the page focused; the form's alert says to check the
 * marked fields, or gives the API's own message when no field is at fault (409, 429, offline).
 */
export function useLpkApplication({ again, signedInAs }: LpkApplicationOptions) {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const [applied, setApplied] = useState<LpkApplied | null>(null);
  const failedText = t('lpk_apply.failed');
  const api: ApiFormState<ApplicationValues, ApplicationValues> = useApiForm<ApplicationValues, ApplicationValues, LpkApplied | null>({
    ns: 'public',
    defaultValues: EMPTY,
    fields: FIELDS,
    submit: async (values) => {
      const document = values.document?.[0];
      if (document && document.size > LICENCE_DOCUMENT_MAX_BYTES) {
        api.form.setError('document', { type: SERVER_ERROR, message: t('lpk_apply.too_large') }, { shouldFocus: true });
        api.setFormError(failedText);
        return null;
      }
      const body = applicationBody(values, again, document);
      if (again) {
        await resubmitLpkApplication(body);
        navigate('/admin/application');
        return null;
      }
      return submitLpkApplication(body);
    },
    onSuccess: (answer) => {
      if (!answer) return;
      // Someone signed in keeps their session: the new account is theirs to switch to.
      if (signedInAs) return setApplied(answer);
      setSession(answer.token, answer.user);
      navigate('/admin/application');
    },
    formError: (error) => (Object.keys(error.errors).length === 0 && error.message ? error.message : failedText),
    unexpectedError: failedText,
  });

  return { api, applied };
}
