/**
 * Test helpers for the profile screens (imported by *.test.tsx only): a real loopback API
 * server, a logged-in session and rendering inside the router and the shared i18n instance.
 */
import { checkedAgainstContracts } from './contractAnswers';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, i18n, setLanguage, setSession, type User } from 'mf-shared';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { startServer, type Reply, type SeenRequest } from '../../../mf-shared/test/helpers/server';

export type { Reply, SeenRequest };

export const DEMO_USER: User = {
  id: 7,
  full_name: 'Siti Rahayu',
  email: 'siti@demo.test',
  phone: '+6281234567890',
  avatar: null,
  role: 'caregiver',
  lpk_id: null,
  referral_code: 'SITI-7',
  locale: 'id',
  created_at: '2026-01-02T08:00:00.000Z',
  has_password: true,
  email_verified_at: '2026-01-02T08:05:00.000Z',
};

type Route = (request: SeenRequest) => Reply;

export interface TestApi {
  url: string;
  seen: SeenRequest[];
  /** Answers for `METHOD /path`; unknown routes answer 404. */
  routes: Map<string, Route>;
  on: (method: string, path: string, route: Route | Reply) => void;
  posts: (path: string) => unknown[];
  close: () => Promise<void>;
}

/** Starts the loopback API, points mf-shared at it and logs the demo user in (Indonesian UI). */
export async function startApi(): Promise<TestApi> {
  const routes = new Map<string, Route>();
  const server = await startServer(
    checkedAgainstContracts((request) => {
      const route = routes.get(`${request.method} ${request.url.split('?')[0]}`);
      return route ? route(request) : { status: 404, body: { status: 'error', message: 'Not found' } };
    }),
  );
  window.__LPK_CONFIG__ = { apiBaseUrl: server.url };
  setSession('1|test-token', DEMO_USER);
  await setLanguage('id');
  return {
    url: server.url,
    seen: server.seen,
    routes,
    on: (method, path, route) => routes.set(`${method} ${path}`, typeof route === 'function' ? route : () => route),
    posts: (path) => server.seen.filter((r) => r.method === 'POST' && r.url === path).map((r) => JSON.parse(r.body) as unknown),
    close: async () => {
      clear();
      delete window.__LPK_CONFIG__;
      await server.close();
    },
  };
}

/** A GET / POST answer of a profile section. */
export function sectionReply(section: unknown, completeness = 0): Reply {
  return { body: { status: 'success', message: 'OK', data: { section, completeness, updated_at: section ? '2026-01-01T00:00:00Z' : null } } };
}

/** A 422 with per-field messages, as the API sends it. */
export function invalidReply(errors: Record<string, string[]>): Reply {
  return { status: 422, body: { status: 'error', message: 'Data yang dikirim tidak valid.', errors } };
}

export function renderScreen(ui: ReactElement, path = '/admin') {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

/** The form once the saved data has loaded. */
export async function loadedForm(): Promise<HTMLFormElement> {
  const button = await screen.findByRole('button', { name: 'Simpan' });
  return button.closest('form') as HTMLFormElement;
}

/** Types `value` into the field as a user would (user-event): cleared first; a select gets the option chosen. */
export async function enter(label: string | RegExp, value: string, container: HTMLElement = document.body): Promise<void> {
  const user = userEvent.setup();
  const field = within(container).getByLabelText(label);
  if (field instanceof HTMLSelectElement) return user.selectOptions(field, value);
  await user.clear(field);
  if (value) await user.type(field, value);
}

/** Ticks or unticks the checkbox with this label, by clicking it as a user would (only when it is not so already). */
export async function check(label: string | RegExp, checked: boolean, container: HTMLElement = document.body): Promise<void> {
  const box = within(container).getByLabelText(label) as HTMLInputElement;
  if (box.checked !== checked) await userEvent.setup().click(box);
}

/** Clicks the form's save button (Indonesian). */
export async function save(): Promise<void> {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Simpan' }));
}

/** Waits until the success notice of a save shows. */
export async function saved(): Promise<HTMLElement> {
  return screen.findByText(/Data tersimpan/);
}

/** One row fieldset of a repeatable list, by its legend ("Sekolah 1"). */
export function row(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}
