import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'mf-shared';
import type { Registration } from 'contracts';
import { fakeApi, makeJobRegistration, makeRegistration, ok } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import { makeInstitute, makeInstituteDetail, makeJob } from 'mf-shared/test/helpers/fixtures';
import RegistrationScreen from './RegistrationScreen';
import { useFakeRealtime } from 'mf-shared/testing';

const sakura = makeInstitute();
const base = makeJobRegistration();

let registrations: Registration[] = [];
/** How late the LPK's detail (with its vacancies) arrives. */
let detailDelayMs = 0;
const api = fakeApi();

/** The caregiver's registration 31, withdrawn. */
const withdrawn = () =>
  ok({
    ...registrations[0]!,
    status: 'withdrawn',
    history: [...registrations[0]!.history, { status: 'withdrawn', at: '2026-02-01T00:00:00.000Z', note: null, actor: null }],
  });

beforeAll(async () => {
  await act(() => setLanguage('en'));
});
beforeEach(() => {
  registrations = [];
  detailDelayMs = 0;
  api.use('GET /api/lpk/registrations', () => ok({ items: registrations, meta: { page: 1, per_page: 50, total: registrations.length } }));
  api.use('POST /api/lpk/registrations', { status: 201, ...ok(base, 'Sent') });
  api.use('DELETE /api/lpk/registrations/:id', withdrawn);
  api.use('GET /api/lpk/institutes/:id', () => ({
    ...ok(makeInstituteDetail({ jobs: [makeJob({ id: 5, title: 'Kaigo staff, Osaka', prefecture: 'Osaka' })] })),
    delayMs: detailDelayMs,
  }));
  api.use('GET /api/lpk/institutes', ok({ items: [sakura], meta: { page: 1, per_page: 10, total: 1, last_page: 1 } }));
  useFakeRealtime(null);
});

const posts = () => api.requests('POST /api/lpk/registrations');

test('registering with the LPK of ?lpk_id= needs the consent box, then sends lpk_id, job_id and consent', async () => {
  logIn();
  renderScreen(<RegistrationScreen />, '/registration?lpk_id=1&job_id=5', '/registration');
  const consent = await screen.findByRole('checkbox', {
    name: /I agree that LPK Sakura Mandiri may see my account data \(full name, email, phone number, photo\)/,
  });
  expect(screen.getByRole('combobox', { name: 'Vacancy (optional)' })).toHaveValue('5');
  expect(consent).not.toBeChecked();

  await userEvent.click(screen.getByRole('button', { name: 'Send registration' }));
  expect(await screen.findByText('You must agree to share your data with this LPK to register.')).toHaveAttribute('role', 'alert');
  expect(posts()).toHaveLength(0);

  await userEvent.click(consent);
  await userEvent.click(screen.getByRole('button', { name: 'Send registration' }));
  await screen.findByRole('article', { name: 'Registration at LPK Sakura Mandiri' });
  expect(posts()).toHaveLength(1);
  expect(posts()[0]!.body).toEqual({ lpk_id: 1, job_id: 5, consent: true });
  expect(screen.getByText('Your registration with LPK Sakura Mandiri was sent.')).toBeInTheDocument();
});

test('an LPK can be found with the search field and chosen; consent given before its vacancies arrive stays given', async () => {
  detailDelayMs = 300;
  logIn();
  renderScreen(<RegistrationScreen />, '/admin/registration');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search LPK' }), 'sakura');
  await userEvent.click(await screen.findByRole('button', { name: 'Choose LPK Sakura Mandiri (Bandung, Jawa Barat)' }));
  expect(api.requests('GET /api/lpk/institutes').some((call) => call.query.get('q') === 'sakura' && call.query.get('view') === 'card')).toBe(true);
  // The form is there at once, from the picker's answer; the vacancy field holds its place while
  // the vacancies load (issue 33: their arrival redrew the form and cleared the consent).
  const consent = screen.getByRole('checkbox', { name: /I agree that LPK Sakura Mandiri/ });
  expect(screen.getByText('Loading this LPK’s vacancies…')).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('option', { name: 'Kaigo staff, Osaka (Osaka)' })).toBeNull();
  await userEvent.click(consent);
  await screen.findByRole('option', { name: 'Kaigo staff, Osaka (Osaka)' });
  expect(screen.queryByText('Loading this LPK’s vacancies…')).toBeNull();
  // The same box, still ticked: the form was not drawn anew.
  expect(screen.getByRole('checkbox', { name: /I agree that LPK Sakura Mandiri/ })).toBe(consent);
  expect(consent).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Send registration' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]!.body).toEqual({ lpk_id: 1, consent: true });
});

test('an LPK with a live registration is marked in the picker, cannot be chosen, and ?lpk_id= of it shows no form', async () => {
  registrations = [makeRegistration({ status: 'pending' })];
  logIn();
  const { unmount } = renderScreen(<RegistrationScreen />, '/admin/registration');
  await screen.findByRole('article', { name: 'Registration at LPK Sakura Mandiri' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search LPK' }), 'sakura');
  const option = await screen.findByRole('button', { name: 'Choose LPK Sakura Mandiri (Bandung, Jawa Barat) — already registered' });
  expect(option).toBeDisabled();
  unmount();

  renderScreen(<RegistrationScreen />, '/registration?lpk_id=1', '/registration');
  expect(await screen.findByText(/You already have an ongoing registration at LPK Sakura Mandiri/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send registration' })).toBeNull();
});

test('a withdrawn or rejected registration does not block the LPK', async () => {
  registrations = [makeRegistration({ status: 'withdrawn' })];
  logIn();
  renderScreen(<RegistrationScreen />, '/admin/registration');
  await screen.findByRole('article', { name: 'Registration at LPK Sakura Mandiri' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search LPK' }), 'sakura');
  expect(await screen.findByRole('button', { name: 'Choose LPK Sakura Mandiri (Bandung, Jawa Barat)' })).toBeEnabled();
});

test('withdrawing asks for confirmation in a modal dialog; Escape cancels, confirming sends DELETE', async () => {
  registrations = [
    {
      ...base,
      status: 'registered',
      certificate: {
        number: 'LPK-2026-000031',
        verification_code: 'ABCDEFGHJKMNPQRS',
        issued_at: '2026-01-11T00:00:00Z',
        status: 'valid',
        verification_url: '',
      },
    },
  ];
  logIn();
  renderScreen(<RegistrationScreen />, '/admin/registration');
  const card = await screen.findByRole('article', { name: 'Registration at LPK Sakura Mandiri' });
  expect(within(card).getByRole('link', { name: 'View registration certificate' })).toHaveAttribute('href', '/registration-certificate?code=ABCDEFGHJKMNPQRS');

  const withdraw = within(card).getByRole('button', { name: 'Withdraw registration' });
  withdraw.focus(); // a real click focuses the button
  await userEvent.click(withdraw);
  let dialog = screen.getByRole('dialog', { name: 'Withdraw your registration at LPK Sakura Mandiri?' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(withdraw).toHaveFocus();

  await userEvent.click(withdraw);
  dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.requests('DELETE /api/lpk/registrations/:id').map((call) => call.path)).toEqual(['/api/lpk/registrations/31']);
  expect(within(card).getByText('Withdrawn', { selector: '.status-badge' })).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Withdraw registration' })).not.toBeInTheDocument();
  expect(screen.getByText('Your registration at LPK Sakura Mandiri was withdrawn.')).toBeInTheDocument();
});
