import { inviteBody, type StaffInvitation, type StaffMember, type StaffOverview } from 'contracts';
import { Spinner, getLanguage, useQuery } from 'mf-shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteStaff, removeStaff, revokeInvitation, staffQuery, type Saved } from '../../api/institution';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmailAddress } from '../../components/EmailAddress';
import { LoadFailed } from '../../components/LoadFailed';
import { formatDateTime } from '../../components/formatDate';
import { SaveBar } from './SaveBar';
import { useAdminForm, type AdminForm } from './useAdminForm';
import { FormScope, InputField, SelectField } from 'mf-shared/forms';

/** POST /institution/staff/invitations: the address, and the language of the mail. */
interface InviteValues {
  email: string;
  locale: 'id' | 'en';
}

/** The words of the staff section (`institution.staff.*`). */
function useStaffText() {
  const { t } = useTranslation('account');
  return (key: string, params: Record<string, unknown> = {}) => t(`institution.staff.${key}`, params);
}

/**
 * The staff list and what the admin does to it: every change answers the whole list (put in the
 * query's place) and a message for the status line. One change at a time.
 */
function useStaff() {
  const staff = useQuery(staffQuery, { staleTime: 0 });
  const [status, setStatus] = useState('');
  const [running, setRunning] = useState(false);
  const apply = ({ data, message }: Saved<StaffOverview>) => {
    staff.setData(() => data);
    setStatus(message ?? '');
  };
  const run = async (action: () => Promise<Saved<StaffOverview>>) => {
    setRunning(true);
    try {
      apply(await action());
    } catch {
      // The toast said why.
    } finally {
      setRunning(false);
    }
  };
  const invite = useAdminForm<InviteValues, Saved<StaffOverview>>({
    defaultValues: { email: '', locale: getLanguage() === 'en' ? 'en' : 'id' },
    rules: { schema: inviteBody, toPayload: (values) => values },
    // The API's refusal of the address (already staff, staff elsewhere) shows under it.
    fallback: 'email',
    send: ({ email, locale }) => {
      setStatus('');
      return inviteStaff(email, locale);
    },
    onSaved: (answer, { locale }, form) => {
      apply(answer);
      form.reset({ email: '', locale });
      return '';
    },
  });
  const busy = running || invite.form.formState.isSubmitting;
  return { staff, status, busy, run, invite };
}

/**
 * The LPK's staff and invitations. The admin invites by email (a one-use link valid 7 days, in
 * the chosen language), withdraws an invitation, and removes a staff member after confirming:
 * their access ends at once. While the operator has suspended the LPK, inviting is disabled
 * (withdrawing an invitation and removing a member stay).
 */
export function StaffSection({ canEdit, frozen = false }: { canEdit: boolean; frozen?: boolean }) {
  const { t } = useTranslation('account');
  const k = useStaffText();
  const { staff, status, busy, run, invite } = useStaff();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const data = staff.data;
  return (
    <>
      {staff.status === 'loading' && <Spinner label={t('load.loading')} />}
      {staff.status === 'error' && <LoadFailed onRetry={staff.reload} />}
      {data && (
        <>
          <MembersTable members={data.members} canEdit={canEdit} onRemove={setRemoving} />
          {canEdit && <InviteForm invite={invite} busy={busy} frozen={frozen} />}
          <p role="status">{status}</p>
          <h3>{k('invitations')}</h3>
          <InvitationList invitations={data.invitations} canEdit={canEdit} busy={busy} onRevoke={(id) => void run(() => revokeInvitation(id))} />
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

interface MembersTableProps {
  members: StaffMember[];
  canEdit: boolean;
  onRemove: (member: StaffMember) => void;
}

/** The members: name, email, role and since when; staff (not the admin) with a remove button. */
function MembersTable({ members, canEdit, onRemove }: MembersTableProps) {
  const k = useStaffText();
  const membersId = useId();
  return (
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
            {members.map((m) => (
              <tr key={m.id}>
                <td>{m.full_name}</td>
                <td>
                  <EmailAddress address={m.email} />
                </td>
                <td>{k(`roles.${m.role}`)}</td>
                <td>{formatDateTime(m.since, false)}</td>
                {canEdit && (
                  <td>
                    {m.role === 'lpk_staff' && (
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={k('remove_named', { name: m.full_name })}
                        onClick={() => onRemove(m)}
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
    </>
  );
}

/** The invitation form: the new staff member's email and the language of the mail. */
function InviteForm({ invite, busy, frozen }: { invite: AdminForm<InviteValues>; busy: boolean; frozen: boolean }) {
  const k = useStaffText();
  const { form, onSubmit } = invite;
  const languages = [
    { value: 'id', label: k('languages.id') },
    { value: 'en', label: k('languages.en') },
  ];
  return (
    <FormScope form={form} ns="account">
      <form onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined} aria-labelledby="invite-title" noValidate>
        <h3 id="invite-title">{k('invite')}</h3>
        <div className="institution-grid">
          <InputField name="email" type="email" autoComplete="off" label={k('invite_email')} />
          <SelectField name="locale" label={k('invite_language')} options={languages} placeholder={false} />
        </div>
        <SaveBar saving={busy} label={k(busy ? 'sending' : 'send')} frozen={frozen} />
      </form>
    </FormScope>
  );
}

interface InvitationListProps {
  invitations: StaffInvitation[];
  canEdit: boolean;
  busy: boolean;
  onRevoke: (id: number) => void;
}

/** The invitations sent, with their state; a pending one can be withdrawn. */
function InvitationList({ invitations, canEdit, busy, onRevoke }: InvitationListProps) {
  const k = useStaffText();
  if (invitations.length === 0) return <p>{k('no_invitations')}</p>;
  return (
    <ul className="institution-list">
      {invitations.map((i) => (
        <li key={i.id} className="institution-list__item">
          <div>
            <EmailAddress address={i.email} /> <span className={`badge badge--${i.state}`}>{k(`state.${i.state}`)}</span>
            {i.state === 'pending' && <span className="muted"> · {k('expires', { date: formatDateTime(i.expires_at) })}</span>}
          </div>
          {canEdit && i.state === 'pending' && (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              aria-label={k('revoke_named', { email: i.email })}
              onClick={() => onRevoke(i.id)}
            >
              {k('revoke')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
