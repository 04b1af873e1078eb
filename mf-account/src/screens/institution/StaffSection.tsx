import type { StaffMember, StaffOverview } from 'contracts';
import { ApiError, Spinner, TextField, getLanguage, useQuery } from 'mf-shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteStaff, removeStaff, revokeInvitation, staffQuery } from '../../api/lpkAdmin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadFailed } from '../../components/LoadFailed';
import { formatDateTime } from '../../components/formatDate';
import { SelectField } from './fields';

/**
 * The LPK's staff and invitations. The admin invites by email (a one-use link valid 7 days, in
 * the chosen language), withdraws an invitation, and removes a staff member after confirming:
 * their access ends at once.
 */
export function StaffSection({ canEdit }: { canEdit: boolean }) {
  const membersId = useId();
  const { t } = useTranslation('account');
  const lang = getLanguage();
  const staff = useQuery(staffQuery, { staleTime: 0 });
  const [email, setEmail] = useState('');
  const [locale, setLocale] = useState<'id' | 'en'>(lang === 'en' ? 'en' : 'id');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const k = (key: string, params: Record<string, unknown> = {}) => t(`institution.staff.${key}`, params);

  const apply = ({ data, message }: { data: StaffOverview; message: string | undefined }) => {
    staff.setData(() => data);
    setStatus(message ?? '');
  };

  const onInvite = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setStatus('');
    try {
      apply(await inviteStaff(email, locale));
      setEmail('');
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(e.errors.email?.[0] ?? e.message);
    } finally {
      setBusy(false);
    }
  };

  const run = async (action: () => Promise<{ data: StaffOverview; message: string | undefined }>) => {
    setBusy(true);
    try {
      apply(await action());
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
    }
  };

  const data = staff.data;
  return (
    <>
      {staff.status === 'loading' && <Spinner label={t('load.loading')} />}
      {staff.status === 'error' && <LoadFailed onRetry={staff.reload} />}
      {data && (
        <>
          <h3 id={membersId}>{k('members')}</h3>
          {/* The table scrolls in its frame on a phone; the page itself never scrolls sideways. */}
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={membersId}>
            <table className="institution-table">
              <thead>
                <tr>
                  <th scope="col">{k('name')}</th>
                  <th scope="col">{k('email')}</th>
                  <th scope="col">{k('role')}</th>
                  <th scope="col">{k('since')}</th>
                  {canEdit && (
                    <th scope="col">
                      <span className="visually-hidden">{k('remove')}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {data.members.map((m) => (
                  <tr key={m.id}>
                    <td>{m.full_name}</td>
                    <td>{m.email}</td>
                    <td>{k(`roles.${m.role}`)}</td>
                    <td>{formatDateTime(m.since, false)}</td>
                    {canEdit && (
                      <td>
                        {m.role === 'lpk_staff' && (
                          <button
                            type="button"
                            className="button button--secondary"
                            aria-label={k('remove_named', { name: m.full_name })}
                            onClick={() => setRemoving(m)}
                          >
                            {k('remove')}
                          </button>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {canEdit && (
            <form onSubmit={(event) => void onInvite(event)} aria-busy={busy || undefined} aria-labelledby="invite-title" noValidate>
              <h3 id="invite-title">{k('invite')}</h3>
              <div className="institution-grid">
                <TextField
                  name="invite_email"
                  type="email"
                  autoComplete="off"
                  label={k('invite_email')}
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  error={error}
                />
                <SelectField
                  name="invite_locale"
                  label={k('invite_language')}
                  value={locale}
                  onChange={(e) => setLocale(e.target.value === 'en' ? 'en' : 'id')}
                  options={[
                    { value: 'id', label: k('languages.id') },
                    { value: 'en', label: k('languages.en') },
                  ]}
                />
              </div>
              <div className="actions">
                <button type="submit" className="button button--primary" disabled={busy}>
                  {k(busy ? 'sending' : 'send')}
                </button>
              </div>
            </form>
          )}
          <p role="status">{status}</p>

          <h3>{k('invitations')}</h3>
          {data.invitations.length === 0 ? (
            <p>{k('no_invitations')}</p>
          ) : (
            <ul className="institution-list">
              {data.invitations.map((i) => (
                <li key={i.id} className="institution-list__item">
                  <div>
                    {i.email} <span className={`badge badge--${i.state}`}>{k(`state.${i.state}`)}</span>
                    {i.state === 'pending' && <span className="muted"> · {k('expires', { date: formatDateTime(i.expires_at) })}</span>}
                  </div>
                  {canEdit && i.state === 'pending' && (
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={busy}
                      aria-label={k('revoke_named', { email: i.email })}
                      onClick={() => void run(() => revokeInvitation(i.id))}
                    >
                      {k('revoke')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={k('remove_title', { name: removing?.full_name ?? '' })}
        confirmLabel={k('remove')}
        danger
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const member = removing;
          if (!member) return;
          void run(() => removeStaff(member.id)).then(() => setRemoving(null));
        }}
      >
        <p>{k('remove_text')}</p>
      </ConfirmDialog>
    </>
  );
}
