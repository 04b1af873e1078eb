import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getProfile, getSession, setLanguage, setNavigator, toast } from 'mf-shared';
import { fail, fakeApi, makeUser, NO_COMPLETENESS, ok } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import { DeleteAccount } from './DeleteAccount';

/**
 * Issue 33: deleting one's account ends on the page confirming it, with no "session expired" toast.
 * The server revokes every token before it answers DELETE /me, so a request still out under the
 * account (here: one sent while the deletion is under way) answers 401: that is the expected end,
 * not an expiry to announce or a redirect to the login page.
 */
let deleted = false;
function deleteMe() {
  deleted = true;
  // Another part of the page asks something under the same session meanwhile (a socket closed as revoked checks the profile).
  void getProfile().catch(() => undefined);
  return ok(null, 'Your account and all your personal data have been deleted.');
}

const api = fakeApi();
beforeEach(() => {
  deleted = false;
  api.use('DELETE /api/lpk/me', deleteMe);
  // Before the deletion the profile is read as usual; after it every token of the account is gone.
  api.use('GET /api/lpk/profile', () => (deleted ? fail(401, 'Unauthenticated.') : ok({ user: makeUser(), completeness: NO_COMPLETENESS })));
  toast.clear();
});

async function deleteWithPassword(labels: { open: string; dialog: string; password: string; confirm: string }) {
  logIn();
  const navigations: string[] = [];
  const previous = setNavigator((to: string) => {
    navigations.push(to);
  });
  try {
    renderScreen(<DeleteAccount />, '/admin/settings');
    await userEvent.click(screen.getByRole('button', { name: labels.open }));
    const dialog = screen.getByRole('dialog', { name: labels.dialog });
    await userEvent.type(within(dialog).getByLabelText(labels.password), 'Right#Pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirm }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account-deleted$/));
    // The request sent under the deleted account has had its 401 by now.
    await waitFor(() => expect(api.requests('GET /api/lpk/profile')).not.toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getSession().token).toBeNull();
    expect(toast.list()).toEqual([]);
    // Not sent to the login page by a 401.
    expect(navigations).toEqual([]);
  } finally {
    setNavigator(previous);
  }
}

test('after DELETE /me: signed out, on /account-deleted, and no "session expired" toast from a request still out', async () => {
  await act(() => setLanguage('en'));
  await deleteWithPassword({ open: 'Delete my account', dialog: 'Delete your account for good?', password: 'Password', confirm: 'Delete for good' });
});

test('in Indonesian too', async () => {
  await act(() => setLanguage('id'));
  try {
    await deleteWithPassword({
      open: 'Hapus akun saya',
      dialog: 'Hapus akun secara permanen?',
      password: 'Password',
      confirm: 'Hapus permanen',
    });
  } finally {
    await act(() => setLanguage('en'));
  }
});
