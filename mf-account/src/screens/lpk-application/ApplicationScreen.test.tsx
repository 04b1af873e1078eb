import { act, screen, waitFor } from '@testing-library/react';
import { getUser, setLanguage } from 'mf-shared';
import type { LpkApplication } from 'contracts';
import { fakeApi, ok } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import ApplicationScreen from './ApplicationScreen';
import { createFakeEcho, type FakeEcho, useFakeRealtime } from 'mf-shared/testing';

const pending: LpkApplication = {
  id: 9,
  kind: 'claim',
  status: 'pending',
  name: 'LPK Nozomi Bakti Bandung',
  licence_number: 'KEP.329/32.06/LP.01.01/V/2017',
  province: 'Jawa Barat',
  city: 'Bandung',
  institute_id: 1,
  decision_reason: null,
  decided_at: null,
  created_at: '2026-11-27T02:00:00.000Z',
};

const api = fakeApi();
let echo: FakeEcho;

beforeEach(() => {
  api.use('GET /api/lpk/lpk-applications/mine', ok({ application: pending }));
  echo = createFakeEcho();
  useFakeRealtime(echo);
});

test.each([
  ['id', 'Menunggu pemeriksaan operator', 'Disetujui'],
  ['en', 'Waiting for the operator', 'Approved'],
] as const)('(%s) shows the status and follows the decision live; approved, the account runs the LPK at once', async (lang, waiting, approved) => {
  await act(() => setLanguage(lang));
  const user = logIn({ id: 77, role: 'lpk_admin', lpk_id: null });
  renderScreen(<ApplicationScreen />, '/admin/application');
  expect(await screen.findByText(waiting)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'LPK Nozomi Bakti Bandung' })).toBeInTheDocument();

  await waitFor(() => expect(echo.listenerCount(`App.Models.User.${user.id}`, 'LpkApplicationDecided')).toBe(1));
  act(() =>
    echo.emit(`App.Models.User.${user.id}`, 'LpkApplicationDecided', {
      application: { ...pending, status: 'approved', decided_at: '2026-11-27T02:30:00.000Z' },
    }),
  );
  expect(await screen.findAllByText(new RegExp(approved))).not.toHaveLength(0);
  expect(getUser()?.lpk_id).toBe(1);
  expect(screen.getByRole('link', { name: lang === 'en' ? 'Run the LPK' : 'Kelola LPK' })).toHaveAttribute('href', '/admin/institution');
});
