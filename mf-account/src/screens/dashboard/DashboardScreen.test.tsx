import { act, screen, within } from '@testing-library/react';
import { setLanguage } from 'mf-shared';
import type { Registration } from 'contracts';
import { fakeApi, makeRegistration, makeUser, ok } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import DashboardScreen from './DashboardScreen';
import { createFakeEcho, type FakeEcho, useFakeRealtime } from 'mf-shared/testing';

const registration = makeRegistration();

const api = fakeApi();
let registrations: Registration[] = [registration];
let echo: FakeEcho;

beforeAll(async () => {
  await act(() => setLanguage('en'));
});
beforeEach(() => {
  registrations = [registration];
  api.use('GET /api/lpk/registrations', () => ok({ items: registrations, meta: { page: 1, per_page: 50, total: registrations.length } }));
  api.use(
    'GET /api/lpk/profile',
    ok({ user: makeUser(), completeness: { ktp: 100, education: 50, family: 0, additional_info: 100, quiz: 100, essay: 100, overall: 58 } }),
  );
  echo = createFakeEcho();
  useFakeRealtime(echo);
});

test('greets the user by name and shows their registrations, completeness and referral code', async () => {
  logIn();
  renderScreen(<DashboardScreen />, '/admin/dashboard');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Siti Rahma');
  const card = await screen.findByRole('article', { name: 'Registration at LPK Sakura Mandiri' });
  expect(within(card).getByText('Awaiting LPK approval', { selector: '.tracker__label' }).closest('li')).toHaveAttribute('aria-current', 'step');
  expect(await screen.findByRole('link', { name: 'Education: 50%' })).toHaveAttribute('href', '/admin/edit-education');
  expect(screen.getByRole('link', { name: 'Family: 0%' })).toHaveAttribute('href', '/admin/edit-family');
  expect(screen.queryByRole('link', { name: /ID card/ })).not.toBeInTheDocument();
  expect(screen.getByText('SITI2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search LPKs' })).toHaveAttribute('href', '/search');
});

test('updates the tracker live when RegistrationStatusChanged arrives, and leaves the channel on unmount', async () => {
  logIn();
  const view = renderScreen(<DashboardScreen />, '/admin/dashboard');
  const card = await screen.findByRole('article', { name: 'Registration at LPK Sakura Mandiri' });
  expect(echo.listenerCount('App.Models.User.7', 'RegistrationStatusChanged')).toBe(1);

  act(() => {
    echo.emit('App.Models.User.7', 'RegistrationStatusChanged', {
      registration: {
        ...registration,
        status: 'registered',
        history: [...registration.history, { status: 'registered', at: '2026-01-11T08:00:00.000Z', note: null, actor: null }],
      },
      status: 'registered',
      previous_status: 'pending',
    });
  });

  expect(within(card).getByText('Registered at the LPK', { selector: '.tracker__label' }).closest('li')).toHaveAttribute('aria-current', 'step');
  expect(within(card).getByText('Registered at the LPK', { selector: '.status-badge' })).toBeInTheDocument();
  expect(screen.getByText('Your registration at LPK Sakura Mandiri changed: Registered at the LPK.')).toHaveAttribute('aria-live', 'polite');

  view.unmount();
  expect(echo.listenerCount('App.Models.User.7', 'RegistrationStatusChanged')).toBe(0);
  expect(echo.left).toContain('App.Models.User.7');
});

test('hints at the four registration stages (registered at LPK, learning, documents submitted, approval), in both languages', async () => {
  registrations = [];
  logIn();
  renderScreen(<DashboardScreen />, '/admin/dashboard');
  expect(await screen.findByText('You have not registered with an LPK yet.')).toBeInTheDocument();
  const stages = screen.getByRole('list', { name: 'After you register, your progress goes through these stages:' });
  expect(
    within(stages)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Registered at the LPK', 'Learning', 'Documents submitted', 'Approved']);

  await act(() => setLanguage('id'));
  try {
    const hinted = screen.getByRole('list', { name: 'Setelah Anda mendaftar, kemajuan Anda melewati tahap berikut:' });
    expect(
      within(hinted)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Terdaftar di LPK', 'Proses belajar', 'Dokumen diserahkan', 'Disetujui']);
  } finally {
    await act(() => setLanguage('en'));
  }
});
