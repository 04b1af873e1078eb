import { act, screen } from '@testing-library/react';
import { clear as clearSession, setLanguage, setSession, type User } from 'mf-shared';
import { renderScreen } from '../../../test/helpers/catalogue/renderScreen';
import { ReportLink } from './ReportLink';

const user: User = {
  id: 7,
  full_name: 'Siti Rahma',
  email: 'siti@example.test',
  phone: '+6281234567890',
  avatar: null,
  role: 'caregiver',
  lpk_id: null,
  referral_code: 'SITI2026',
  locale: 'id',
  created_at: '2026-01-02T08:00:00.000Z',
  has_password: true,
  email_verified_at: '2026-01-02T08:05:00.000Z',
};

afterEach(() => act(() => clearSession()));

test('a visitor who is not signed in sees no report link', async () => {
  await act(() => setLanguage('id'));
  renderScreen(<ReportLink lpkId={5} />, { path: '/lpk/:id', url: '/lpk/5' });
  expect(screen.queryByRole('link')).toBeNull();
});

test('a signed-in user is offered "Laporkan masalah" / "Report a problem", leading to the report form for this LPK', async () => {
  await act(() => setLanguage('id'));
  act(() => setSession('1|token', user));
  renderScreen(<ReportLink lpkId={5} />, { path: '/lpk/:id', url: '/lpk/5' });
  expect(screen.getByRole('heading', { name: 'Ada masalah dengan LPK ini?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Laporkan masalah' })).toHaveAttribute('href', '/admin/report?lpk_id=5');
  await act(() => setLanguage('en'));
  expect(screen.getByRole('link', { name: 'Report a problem' })).toHaveAttribute('href', '/admin/report?lpk_id=5');
  expect(screen.getByText(/The LPK is not told who reported/)).toBeInTheDocument();
});
