import { decodeIssueMessage } from 'contracts';
import { t } from '../i18n';

/**
 * The one way a form shows a field error found by a contracts schema (docs/contract.md). Forms
 * validate with `zodResolver(schema, { error: issueKey })` (`issueKey` of the contracts package),
 * so every error's message is an i18n key, with its parameters when it has some: the schema's
 * own key (`labels.registrations.consent_required`) or the `validation.*` vocabulary the API
 * words its 422 answers with. This translates it in the current language, in the namespace `ns`
 * (or the namespaces, looked up in order: a remote's, which holds the contracts' text it shows: `validationMessages` and its areas'
 * labels, added with `addResources`); undefined when there is no error.
 */
export function formMessage(message: string | undefined, ns?: string | readonly string[]): string | undefined {
  if (!message) return undefined;
  const { key, params } = decodeIssueMessage(message);
  return t(key, { ...params, ...(ns ? { ns } : {}) });
}
