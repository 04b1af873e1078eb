import userEvent from '@testing-library/user-event';
import { act, screen } from '@testing-library/react';
import { getSession, setLanguage } from 'mf-shared';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import ChangePasswordScreen from './ChangePasswordScreen';

const CHANGE = 'POST /api/lpk/change-password';
const api = fakeApi();

beforeAll(async () => {
  await act(() => setLanguage('en'));
});
beforeEach(() => {
  api.use(CHANGE, ok(null, 'Password changed.'));
});

async function fill(current: string, password: string, repeat: string) {
  await userEvent.clear(screen.getByLabelText('Current password'));
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.clear(screen.getByLabelText('New password'));
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.clear(screen.getByLabelText('Repeat new password'));
  await userEvent.type(screen.getByLabelText('Repeat new password'), repeat);
}

async function submit() {
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

const calls = () => api.requests(CHANGE);

test('a password missing a rule is refused before any call, and the checklist says which rule', async () => {
  logIn();
  renderScreen(<ChangePasswordScreen />, '/admin/change-password');
  await fill('Old#Pass2025', 'lowercase#1', 'lowercase#1');
  expect(screen.getByText('an upper-case letter (A-Z)').closest('li')).toHaveAttribute('data-met', 'false');
  expect(screen.getByText('a digit (0-9)').closest('li')).toHaveAttribute('data-met', 'true');
  await submit();
  expect(await screen.findByText('The new password does not meet every rule below yet.')).toHaveAttribute('role', 'alert');
  expect(calls()).toHaveLength(0);
});

test('a repeated password that differs shows the common mismatch message', async () => {
  logIn();
  renderScreen(<ChangePasswordScreen />, '/admin/change-password');
  await fill('Old#Pass2025', 'New#Pass2026', 'New#Pass2027');
  await submit();
  expect(await screen.findByText('Passwords do not match. Please check again.')).toBeInTheDocument();
  expect(calls()).toHaveLength(0);
});

test('a valid change sends current_password, password, password_confirmation and confirms', async () => {
  logIn();
  renderScreen(<ChangePasswordScreen />, '/admin/change-password');
  await fill('Old#Pass2025', 'New#Pass2026', 'New#Pass2026');
  await submit();
  expect(await screen.findByText('Password changed.')).toBeInTheDocument();
  expect(calls()).toHaveLength(1);
  expect(calls()[0]!.body).toEqual({ current_password: 'Old#Pass2025', password: 'New#Pass2026', password_confirmation: 'New#Pass2026' });
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});

test('server 422 errors are shown under their fields', async () => {
  api.use(CHANGE, fail(422, 'The given data was invalid.', { current_password: ['Current password is wrong.'] }));
  logIn();
  renderScreen(<ChangePasswordScreen />, '/admin/change-password');
  await fill('Wrong#Pass1', 'New#Pass2026', 'New#Pass2026');
  await submit();
  const error = await screen.findByText('Current password is wrong.');
  expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is wrong.');
  expect(error).toHaveAttribute('role', 'alert');
});

describe('an account created through Google, without a password of its own (has_password: false)', () => {
  async function fillNew(password: string, repeat: string) {
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), password);
    await userEvent.clear(screen.getByLabelText('Repeat new password'));
    await userEvent.type(screen.getByLabelText('Repeat new password'), repeat);
  }
  async function save() {
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
  }

  test('"Set a password": no current-password field; the rules still checked before any call', async () => {
    logIn({ has_password: false });
    renderScreen(<ChangePasswordScreen />, '/admin/change-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Set a password' })).toBeInTheDocument();
    expect(document.title).toBe('Set a password · LPK Kaigo');
    expect(screen.getByText(/Your account was created with Google and has no password yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await fillNew('lowercase#1', 'lowercase#1');
    await save();
    expect(await screen.findByText('The new password does not meet every rule below yet.')).toBeInTheDocument();
    expect(calls()).toHaveLength(0);
  });

  test('sends only the new password; then has_password is true and the screen asks for the current password next time', async () => {
    api.use(CHANGE, ok(null, 'Your password is set. You can now also log in with your email and password.'));
    logIn({ has_password: false });
    renderScreen(<ChangePasswordScreen />, '/admin/change-password');
    await fillNew('New#Pass2026', 'New#Pass2026');
    await save();
    expect(await screen.findByText('Your password is set. You can now also log in with your email and password.')).toBeInTheDocument();
    expect(calls()[0]!.body).toEqual({ password: 'New#Pass2026', password_confirmation: 'New#Pass2026' });
    expect(getSession().user?.has_password).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  test('long after signing in: the server\'s 403 "sign in again" is shown, nothing changes here', async () => {
    const message = 'For your security, this can only be done within 10 minutes of signing in. Please log out, sign in with Google again, then try again.';
    api.use(CHANGE, fail(403, message));
    logIn({ has_password: false });
    renderScreen(<ChangePasswordScreen />, '/admin/change-password');
    await fillNew('New#Pass2026', 'New#Pass2026');
    await save();
    expect(await screen.findByText(message, { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(getSession().user?.has_password).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Set a password' })).toBeInTheDocument();
  });

  test('in Indonesian', async () => {
    await act(() => setLanguage('id'));
    try {
      logIn({ has_password: false });
      renderScreen(<ChangePasswordScreen />, '/admin/change-password');
      expect(screen.getByRole('heading', { level: 1, name: 'Buat password' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Simpan password' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Password saat ini')).not.toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

test.each([[true], [undefined]])('an account with a password (has_password %p) keeps the current-password field', (hasPassword) => {
  logIn(hasPassword === undefined ? {} : { has_password: hasPassword });
  renderScreen(<ChangePasswordScreen />, '/admin/change-password');
  expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
  expect(screen.getByLabelText('Current password')).toBeInTheDocument();
});
