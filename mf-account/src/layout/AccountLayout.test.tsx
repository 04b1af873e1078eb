import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLanguage, getSession, i18n, setLanguage, setNavigator } from 'mf-shared';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeApi } from '../../test/fake-api';
import { logIn } from '../../test/helpers/renderScreen';
import { AccountLayout } from './AccountLayout';

// The unread count is mf-shared's store (tested there): a stand-in gives the number.
jest.mock('mf-shared', () => ({ ...jest.requireActual<object>('mf-shared'), useUnreadMessages: jest.fn(() => 0) }));
const { useUnreadMessages } = jest.requireMock<{ useUnreadMessages: jest.Mock }>('mf-shared');

const api = fakeApi();

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

function renderLayout(path = '/admin/dashboard') {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AccountLayout />}>
            <Route path="/admin/dashboard" element={<h1>Dashboard page</h1>} />
            <Route path="/admin/account" element={<h1>Account page</h1>} />
            <Route path="/registration" element={<h1>Registration page</h1>} />
            <Route path="/admin/applicants/:registrationId" element={<h1>Applicant page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

test('a labelled navigation links every account screen and marks the current one', () => {
  logIn();
  renderLayout();
  const nav = screen.getByRole('navigation', { name: 'Account menu' });
  const expected: [string, string][] = [
    ['Dashboard', '/admin/dashboard'],
    ['Account', '/admin/account'],
    ['Edit profile', '/admin/edit-profile'],
    ['ID card (KTP)', '/admin/edit-ktp'],
    ['Education', '/admin/edit-education'],
    ['Family', '/admin/edit-family'],
    ['Additional info', '/admin/edit-additional'],
    ['Japanese certificate', '/admin/edit-japanese-certificate'],
    ['Work history', '/admin/edit-resume'],
    ['LPK registration', '/admin/registration'],
    ['Messages', '/admin/messages'],
    ['Settings', '/admin/settings'],
    ['Change password', '/admin/change-password'],
    ['Back to the main site', '/'],
  ];
  for (const [name, href] of expected) expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
  expect(within(nav).queryByRole('link', { name: 'Applicants' })).not.toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('Siti Rahma')).toBeInTheDocument();
  expect(screen.queryByRole('main')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Dashboard' })).toContainElement(screen.getByRole('heading', { level: 1 }));
});

test('following a link moves aria-current and focus to the new screen heading', async () => {
  logIn();
  renderLayout();
  const user = userEvent.setup();
  const nav = screen.getByRole('navigation', { name: 'Account menu' });
  await user.click(within(nav).getByRole('link', { name: 'Account' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Account page' });
  expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  await waitFor(() => expect(heading).toHaveFocus());
});

test('/registration marks the registration link as current', () => {
  logIn();
  renderLayout('/registration');
  expect(screen.getByRole('link', { name: 'LPK registration' })).toHaveAttribute('aria-current', 'page');
});

test('LPK staff get the staff navigation only: their console and account, no caregiver profile items', () => {
  logIn({ role: 'lpk_staff', lpk_id: 1 });
  renderLayout();
  const nav = screen.getByRole('navigation', { name: 'Account menu' });
  expect(within(nav).getByRole('list', { name: 'LPK console' })).toBeInTheDocument();
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Dashboard', '/admin/dashboard'],
    ['Applicants', '/admin/applicants'],
    ['Messages', '/admin/messages'],
    ['Account', '/admin/account'],
    ['Settings', '/admin/settings'],
    ['Change password', '/admin/change-password'],
    ['Back to the main site', '/'],
  ]);
  for (const name of ['Edit profile', 'ID card (KTP)', 'Education', 'Family', 'LPK registration', 'Work history']) {
    expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
  }
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  expect(screen.getByText('LPK staff')).toBeInTheDocument();
});

test("an applicant's page marks the applicants link as current", () => {
  logIn({ role: 'lpk_staff', lpk_id: 1 });
  renderLayout('/admin/applicants/31');
  expect(screen.getByRole('link', { name: 'Applicants' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('region', { name: 'Applicants' })).toBeInTheDocument();
});

test('the mobile menu toggle reports its state and Escape closes it', async () => {
  const user = userEvent.setup();
  logIn();
  renderLayout();
  const toggle = screen.getByRole('button', { name: 'Account pages' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // In the open menu, on one of its links, the user presses Escape.
  act(() => screen.getByRole('link', { name: 'Settings' }).focus());
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

test('the language switch changes the language for everyone (mf-shared)', async () => {
  const user = userEvent.setup();
  logIn();
  renderLayout();
  await user.click(screen.getByRole('button', { name: 'Bahasa Indonesia' }));
  expect(await screen.findByRole('navigation', { name: 'Menu akun' })).toBeInTheDocument();
  expect(getLanguage()).toBe('id');
  expect(window.localStorage.getItem('lpk_lang')).toBe('id');
  expect(screen.getByRole('navigation', { name: 'Menu akun' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Bahasa Indonesia' })).toHaveAttribute('aria-pressed', 'true');
});

test('logout calls the API, clears the session and goes to /login', async () => {
  const user = userEvent.setup();
  logIn();
  const navigate = jest.fn();
  const previous = setNavigator(navigate);
  try {
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(api.requests().map((call) => call.route)).toContain('POST /api/lpk/logout');
    expect(getSession().token).toBeNull();
  } finally {
    setNavigator(previous);
  }
});

test('the messages entry shows the unread count, part of its accessible name', async () => {
  logIn();
  useUnreadMessages.mockReturnValue(2);
  const view = renderLayout();
  const nav = screen.getByRole('navigation', { name: 'Account menu' });
  const link = within(nav).getByRole('link', { name: 'Messages (2 unread)' });
  expect(link).toHaveAttribute('href', '/admin/messages');
  expect(link).toHaveTextContent(/^Messages2/);
  await act(() => setLanguage('id'));
  expect(within(nav).getByRole('link', { name: 'Pesan (2 belum dibaca)' })).toBeInTheDocument();
  useUnreadMessages.mockReturnValue(0);
  view.rerender(<></>);
  view.unmount();
  renderLayout();
  expect(within(screen.getByRole('navigation', { name: 'Menu akun' })).getByRole('link', { name: 'Pesan' })).toBeInTheDocument();
});
