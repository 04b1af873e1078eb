/**
 * Test helpers for the profile screens (imported by *.test.tsx only): the fake API (test/fake-api)
 * with a section's answers, the demo user signed in with the Indonesian UI, and rendering inside
 * the router and the shared i18n instance.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SectionPath } from 'contracts';
import { clear, i18n, setLanguage, setSession } from 'mf-shared';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { DEMO_USER, fail, fakeApi, ok, sectionAnswer, type FakeApi, type Reply } from '../fake-api';

/** Before each test of the file the demo user is signed in, the UI in Indonesian; after it, signed out. */
export function signedInAsDemoUser(): void {
  beforeEach(async () => {
    setSession('1|test-token', DEMO_USER);
    await setLanguage('id');
  });
  afterEach(() => clear());
}

/** A 422 with per-field messages, as the API sends it. */
export function invalidReply(errors: Record<string, string[]>): Reply {
  return fail(422, 'Data yang dikirim tidak valid.', errors);
}

export interface SectionApi {
  /** The file's fake API (its GET and POST keys: `GET /api/lpk/profile/<path>`, `POST ...`). */
  api: FakeApi;
  GET: string;
  POST: string;
  /** GET answers the section as saved (null: not filled in yet) with its completeness. */
  loads: (section: object | null, completeness?: number) => void;
  /** GET answers this error (a server failure: 500). */
  loadFails: (status: number, message: string) => void;
  /** POST answers the section as the server stored it. */
  saves: (section: object, completeness: number) => void;
  /** POST answers 422 with these messages per field. */
  refuses: (errors: Record<string, string[]>) => void;
  /** The bodies the screen posted, in order. */
  posts: () => unknown[];
}

/** The fake API for a test file of the profile section at `path` (the demo user signed in: signedInAsDemoUser). */
export function sectionApi(path: SectionPath): SectionApi {
  const api = fakeApi();
  signedInAsDemoUser();
  const GET = `GET /api/lpk/profile/${path}`;
  const POST = `POST /api/lpk/profile/${path}`;
  return {
    api,
    GET,
    POST,
    loads: (section, completeness = 0) => api.use(GET, ok(sectionAnswer(path, section, completeness), 'OK')),
    loadFails: (status, message) => api.use(GET, fail(status, message)),
    saves: (section, completeness) => api.use(POST, ok(sectionAnswer(path, section, completeness), 'OK')),
    refuses: (errors) => api.use(POST, invalidReply(errors)),
    posts: () => api.requests(POST).map((call) => call.body),
  };
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
