/**
 * Test helpers of mf-account (imported by *.test.tsx only): render a screen inside the account
 * routes with the shared i18n instance, log a user in, and talk to a real loopback API server.
 */
import '@testing-library/jest-dom';
import { render, type RenderResult } from '@testing-library/react';
import type { Registration } from 'contracts';
import { i18n, setSession, type User } from 'mf-shared';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { startServer, type Handler } from '../../../mf-shared/test/helpers/server';
import { checkedAgainstContracts } from './contractAnswers';

export type { Handler, Reply, SeenRequest } from '../../../mf-shared/test/helpers/server';

/** Shows where the router went (for navigation assertions). */
function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `element` at `path` (matched by `route`), and a location probe for every other path. */
export function renderScreen(element: ReactElement, path: string, route: string = path.split('?')[0]!): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** A registration at LPK Sakura Mandiri, pending since 10 January 2026 (no job unless given). */
export function makeRegistration(overrides: Partial<Registration> = {}): Registration {
  return {
    id: 31,
    lpk_id: 1,
    lpk: { id: 1, name: 'LPK Sakura Mandiri', city: 'Bandung', province: 'Jawa Barat' },
    job_id: null,
    job: null,
    status: 'pending',
    history: [{ status: 'pending', at: '2026-01-10T08:00:00.000Z', note: null, actor: null }],
    consent: {
      at: '2026-01-10T08:00:00.000Z',
      scope: {
        version: '2026-01',
        account_fields: ['full_name', 'email', 'phone', 'avatar'],
        profile_sections: ['ktp', 'education', 'family', 'additional_info', 'quiz', 'essay'],
        lpk_id: 1,
      },
    },
    certificate: null,
    created_at: '2026-01-10T08:00:00.000Z',
    updated_at: '2026-01-10T08:00:00.000Z',
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
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
    ...overrides,
  };
}

/** Stores a session as a login would (mf-shared setSession). */
export function logIn(overrides: Partial<User> = {}): User {
  const user = makeUser(overrides);
  setSession('1|test-token', user);
  return user;
}

/** A real HTTP server on 127.0.0.1 that mf-shared's client talks to (window.__LPK_CONFIG__); its answers are checked against the contracts. */
export async function startApi(handler: Handler) {
  const server = await startServer(checkedAgainstContracts(handler));
  window.__LPK_CONFIG__ = { apiBaseUrl: server.url };
  return server;
}

/** `{status:'success', data}` as the API answers. */
export function ok(data: unknown, message?: string) {
  return { body: { status: 'success', message, data } };
}

/** The path of a request without its query. */
export function pathOf(url: string): string {
  return url.split('?')[0]!;
}
