import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, setLanguage, setNavigator } from 'mf-shared';
import { auditLogItem, type AuditLogItem, type DataExport } from 'contracts';
import { fail, fakeApi, makeUser, NO_COMPLETENESS, ok } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import SettingsScreen from './SettingsScreen';

const audit: AuditLogItem[] = [
  {
    id: 3,
    action: 'profile.read',
    description: 'Viewed your profile',
    at: '2026-02-01T09:00:00.000Z',
    actor: { id: 2, full_name: 'Budi Staff', role: 'lpk_staff', account_deleted: false },
    lpk: { id: 1, name: 'LPK Sakura Mandiri' },
    registration_id: 31,
    reads: 3,
    last_at: '2026-02-01T09:12:00.000Z',
  },
  {
    id: 2,
    action: 'messages.read',
    description: 'Read your conversation with the LPK',
    at: '2026-01-30T09:00:00.000Z',
    actor: { id: null, full_name: 'Agus Wijaya', role: 'lpk_staff', account_deleted: true },
    lpk: { id: 1, name: 'LPK Sakura Mandiri' },
    registration_id: 31,
    reads: 1,
    last_at: '2026-01-30T09:00:00.000Z',
  },
];

/** This browser's session (id 1, as logIn's token `1|...`), a phone, and one from before device names were kept. */
const SESSIONS = [
  {
    id: 1,
    current: true,
    device: 'Firefox on Windows',
    browser: 'Firefox',
    os: 'Windows',
    created_at: '2026-02-03T08:00:00.000Z',
    last_used_at: '2026-02-05T10:00:00.000Z',
    expires_at: '2026-03-05T08:00:00.000Z',
  },
  {
    id: 12,
    current: false,
    device: 'Chrome on Android',
    browser: 'Chrome',
    os: 'Android',
    created_at: '2026-02-01T07:30:00.000Z',
    last_used_at: null,
    expires_at: '2026-02-15T07:30:00.000Z',
  },
  {
    id: 9,
    current: false,
    device: 'Unknown device',
    browser: null,
    os: null,
    created_at: '2026-01-20T07:30:00.000Z',
    last_used_at: '2026-01-25T07:30:00.000Z',
    expires_at: '2026-02-08T07:30:00.000Z',
  },
];
let sessions = [...SESSIONS];

/** The notification mails of a caregiver, as GET /mail/preferences answers them (changed by POST). */
let mailPreferences = [
  { kind: 'registration_status' as const, enabled: true },
  { kind: 'message_unread' as const, enabled: true },
];

/** The data export of GET /me/export, as the contract has it. */
const EXPORT: DataExport = {
  exported_at: '2026-02-02T00:00:00Z',
  user: { ...makeUser(), updated_at: '2026-01-02T08:00:00.000Z', was_referred: false },
  profile: { sections: {}, completeness: NO_COMPLETENESS, other_sections: [] },
  registrations: [],
  certificates: [],
  messages: [],
  audit_log: audit,
  referrals: { count: 0 },
  sessions: [],
  staff_reads: [],
};

/** jsdom's Blob has no text(): read it the old way. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const api = fakeApi();
beforeAll(async () => {
  await act(() => setLanguage('en'));
});
beforeEach(() => {
  sessions = [...SESSIONS];
  mailPreferences = mailPreferences.map((p) => ({ ...p, enabled: true }));
  api.use('GET /api/lpk/mail/preferences', () => ok({ items: mailPreferences }));
  api.use('POST /api/lpk/mail/preferences', (call) => {
    const changes = call.body as Record<string, boolean>;
    mailPreferences = mailPreferences.map((p) => (p.kind in changes ? { ...p, enabled: changes[p.kind]! } : p));
    return ok({ items: mailPreferences }, 'Email notification settings saved.');
  });
  api.use('GET /api/lpk/me/audit', ok({ items: audit, meta: { page: 1, per_page: 100, total: 1, last_page: 1 } }));
  api.use('GET /api/lpk/sessions', () => ok({ items: sessions }));
  api.use('DELETE /api/lpk/sessions/:id', (call) => {
    const id = Number(call.params.id);
    if (!sessions.some((s) => s.id === id)) return fail(404, 'Session not found.');
    sessions = sessions.filter((s) => s.id !== id);
    return ok({ id, current: id === 1 }, 'The session on that device has ended.');
  });
  api.use('POST /api/lpk/logout', ok(null, 'Logged out'));
  api.use('GET /api/lpk/me/export', ok(EXPORT));
  api.use('DELETE /api/lpk/me', (call) =>
    (call.body as { password?: string }).password === 'Right#Pass1'
      ? ok(null, 'Deleted')
      : fail(422, 'Incorrect password.', { password: ['Incorrect password.'] }),
  );
});

const deletes = (path?: string) => api.requests().filter((call) => call.method === 'DELETE' && (!path || call.path === path));

test('email notifications: one checkbox per kind of my role, saved as the contract says', async () => {
  logIn();
  renderScreen(<SettingsScreen />, '/admin/settings');
  const group = await screen.findByRole('group', { name: 'Email me about' });
  const status = within(group).getByRole('checkbox', { name: 'Changes in the status of my LPK registrations' });
  const unread = within(group).getByRole('checkbox', { name: /^Messages I have not read after 10 minutes/ });
  expect(status).toBeChecked();
  expect(unread).toBeChecked();
  await userEvent.click(unread);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Email notification settings saved.')).toHaveAttribute('role', 'status');
  expect(api.requests('POST /api/lpk/mail/preferences').map((call) => call.body)).toEqual([{ registration_status: true, message_unread: false }]);
  expect(unread).not.toBeChecked();
});

test('shows who at which LPK viewed my data', async () => {
  logIn();
  renderScreen(<SettingsScreen />, '/admin/settings');
  const table = await screen.findByRole('table', { name: 'Who viewed my data' });
  const row = within(table).getByRole('row', { name: /Budi Staff/ });
  expect(row).toHaveTextContent('LPK Sakura Mandiri');
  expect(row).toHaveTextContent('Viewed your profile');
  // One visit is one row, with how many times the data was opened in it.
  expect(row).toHaveTextContent('(3 times in this visit, last at');
  // A staff account deleted since: the read stays, under the name recorded at the time.
  const gone = within(table).getByRole('row', { name: /Read your conversation/ });
  expect(gone).toHaveTextContent('Agus Wijaya (account deleted)');
  expect(gone).not.toHaveTextContent('times in this visit');
});

test('the fake answers are what the contract says the API answers', () => {
  for (const item of audit) expect(auditLogItem.parse(item)).toEqual(item);
});

describe('signed-in devices', () => {
  test('a list of my devices: which one this is, when each signed in, one button per device naming it', async () => {
    logIn();
    renderScreen(<SettingsScreen />, '/admin/settings');
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Firefox on Windows');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[1]).toHaveTextContent('Chrome on Android');
    expect(items[1]).not.toHaveTextContent('This device');
    expect(items[2]).toHaveTextContent('Unknown device');
    expect(within(items[1]!).getByText(/^Signed in/)).toBeInTheDocument();
    expect(items[1]!.querySelector('time')).toHaveAttribute('dateTime', '2026-02-01T07:30:00.000Z');

    expect(within(items[0]!).getByRole('button', { name: /^Sign out on this device \(Firefox on Windows, signed in .+\)$/ })).toBeEnabled();
    expect(within(items[1]!).getByRole('button', { name: /^End session \(Chrome on Android, signed in .+\)$/ })).toBeEnabled();
    expect(within(items[2]!).getByRole('button', { name: /^End session \(Unknown device, signed in .+\)$/ })).toBeEnabled();
    // The page never receives a token, and shows none.
    expect(document.body).not.toHaveTextContent('test-token');
  });

  test("ending another device's session removes it and says so; I stay signed in", async () => {
    logIn();
    renderScreen(<SettingsScreen />, '/admin/settings');
    const button = await screen.findByRole('button', { name: /^End session \(Chrome on Android/ });
    await userEvent.click(button);
    // Announced: the message is in a live status region.
    expect(await screen.findByText('The session on Chrome on Android has ended.')).toHaveAttribute('role', 'status');
    const list = screen.getByRole('list', { name: 'Signed-in devices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).not.toHaveTextContent('Chrome on Android');
    expect(deletes().map((call) => call.path)).toEqual(['/api/lpk/sessions/12']);
    expect(api.requests().some((call) => call.path === '/api/lpk/logout')).toBe(false);
    expect(getSession().token).not.toBeNull();
  });

  test('ending the session of this device logs out, as the menu does', async () => {
    logIn();
    const navigate = jest.fn();
    const previous = setNavigator(navigate);
    try {
      renderScreen(<SettingsScreen />, '/admin/settings');
      const button = await screen.findByRole('button', { name: /^Sign out on this device/ });
      await userEvent.click(button);
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
      expect(api.requests().map((call) => `${call.method} ${call.path}`)).toContain('POST /api/lpk/logout');
      expect(getSession().token).toBeNull();
    } finally {
      setNavigator(previous);
    }
  });

  test('in Indonesian', async () => {
    await act(() => setLanguage('id'));
    logIn();
    const { unmount } = renderScreen(<SettingsScreen />, '/admin/settings');
    try {
      const list = await screen.findByRole('list', { name: 'Perangkat yang masuk' });
      expect(list).toHaveTextContent('Perangkat ini');
      expect(within(list).getByRole('button', { name: /^Akhiri sesi \(Chrome di Android, masuk .+\)$/ })).toBeInTheDocument();
      expect(within(list).getByRole('button', { name: /^Keluar dari perangkat ini \(Firefox di Windows/ })).toBeInTheDocument();
      expect(list).toHaveTextContent('Perangkat tidak dikenal');
    } finally {
      unmount();
      await act(() => setLanguage('en'));
    }
  });
});

test('the data export is downloaded as a JSON file', async () => {
  logIn();
  const created: Blob[] = [];
  Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:export'), revokeObjectURL: () => undefined });
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toMatch(/^lpk-data-export-7-\d{4}-\d{2}-\d{2}\.json$/);
  });
  renderScreen(<SettingsScreen />, '/admin/settings');
  await userEvent.click(screen.getByRole('button', { name: 'Download data (JSON)' }));
  expect(await screen.findByText('Your data file was downloaded.')).toBeInTheDocument();
  expect(clicked).toHaveBeenCalledTimes(1);
  expect(JSON.parse(await readBlob(created[0]!))).toEqual(EXPORT);
  clicked.mockRestore();
});

test('deleting the account needs the password in a confirmation dialog, then logs out and opens the confirmation page', async () => {
  logIn();
  renderScreen(<SettingsScreen />, '/admin/settings');
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete your account for good?' });
  const password = within(dialog).getByLabelText('Password');
  expect(password).toHaveFocus();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
  expect(within(dialog).getByText('Enter your password.')).toBeInTheDocument();
  expect(deletes()).toHaveLength(0);

  await userEvent.clear(password);

  await userEvent.type(password, 'Wrong#Pass1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
  expect(await within(dialog).findByText('Incorrect password.', { selector: '.field__error' })).toBeInTheDocument();
  expect(getSession().token).not.toBeNull();

  await userEvent.clear(password);

  await userEvent.type(password, 'Right#Pass1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account-deleted'));
  expect(deletes().at(-1)!.body).toEqual({ password: 'Right#Pass1' });
  expect(getSession().token).toBeNull();
});

test('cancelling the dialog deletes nothing', async () => {
  logIn();
  renderScreen(<SettingsScreen />, '/admin/settings');
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(deletes()).toHaveLength(0);
});

describe('an account created through Google, without a password of its own (has_password: false)', () => {
  const REAUTH = 'For your security, this can only be done within 10 minutes of signing in. Please log out, sign in with Google again, then try again.';

  test('the confirmation asks for no password; deleting sends none, then logs out and opens the confirmation page', async () => {
    api.use('DELETE /api/lpk/me', ok(null, 'Deleted'));
    logIn({ has_password: false });
    renderScreen(<SettingsScreen />, '/admin/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account for good?' });
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Your account signs in with Google and has no password, so none is asked/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account-deleted'));
    const sent = deletes('/api/lpk/me');
    expect(sent).toHaveLength(1);
    // No body at all (the fake API reads an empty body as undefined).
    expect(sent[0]!.body).toBeUndefined();
    expect(getSession().token).toBeNull();
  });

  test('long after signing in: the server\'s "sign in again" in the dialog, still logged in', async () => {
    api.use('DELETE /api/lpk/me', fail(403, REAUTH));
    logIn({ has_password: false });
    renderScreen(<SettingsScreen />, '/admin/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account for good?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText(REAUTH, { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(getSession().token).not.toBeNull();
  });

  test('in Indonesian', async () => {
    await act(() => setLanguage('id'));
    try {
      logIn({ has_password: false });
      renderScreen(<SettingsScreen />, '/admin/settings');
      await userEvent.click(screen.getByRole('button', { name: 'Hapus akun saya' }));
      const dialog = screen.getByRole('dialog', { name: 'Hapus akun secara permanen?' });
      expect(within(dialog).getByText(/Akun Anda masuk dengan Google dan tidak memiliki password/)).toBeInTheDocument();
      expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
