import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, setLanguage, setNavigator, toast } from 'mf-shared';
import type { CertificateSummary, Registration } from 'contracts';
import { fail, fakeApi, makeRegistration, makeUser, ok, type Call } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import DashboardScreen from '../dashboard/DashboardScreen';
import RegistrationScreen from './RegistrationScreen';
import { useFakeRealtime } from 'mf-shared/testing';

/**
 * The certificate PDF from /admin/registration and the dashboard: offered only for an approved
 * registration whose certificate is valid; the download fetches the PDF with the bearer token
 * (a plain link could not send it) and saves the file under the name the API gives.
 */

const certificate = (number: string, status: CertificateSummary['status'] = 'valid'): CertificateSummary => ({
  number,
  verification_code: 'ABCDEFGHJKMNPQRS',
  issued_at: '2026-01-11T00:00:00.000Z',
  status,
  verification_url: 'http://localhost/registration-certificate?code=ABCDEFGHJKMNPQRS',
});
const lpk = (id: number, name: string) => ({ id, name, city: 'Bandung', province: 'Jawa Barat' });

const approved = makeRegistration({ id: 31, lpk_id: 1, lpk: lpk(1, 'LPK Sakura Mandiri'), status: 'approved', certificate: certificate('LPK-2026-000031') });
const learning = makeRegistration({
  id: 32,
  lpk_id: 2,
  lpk: lpk(2, 'LPK Fuji Nusantara'),
  status: 'documents_submitted',
  certificate: certificate('LPK-2026-000032'),
});
const withdrawn = makeRegistration({
  id: 33,
  lpk_id: 3,
  lpk: lpk(3, 'LPK Hikari Jaya'),
  status: 'withdrawn',
  certificate: certificate('LPK-2026-000033', 'revoked'),
});
const pending = makeRegistration({ id: 34, lpk_id: 4, lpk: lpk(4, 'LPK Mirai Sejahtera') });
const FILE = 'registration-certificate-LPK-2026-000031.pdf';

let registrations: Registration[] = [];
const api = fakeApi();

/** What GET .../certificate.pdf answers: the PDF, or an error envelope. */
type PdfAnswer = { status: number; body?: unknown };
let answer: PdfAnswer = { status: 200 };
const PDF = '%PDF-1.3 test';
const pdfRequests = () => api.requests('GET /api/lpk/registrations/:id/certificate.pdf');

/** The PDF of registration 31 (no other has one), or the error envelope of `answer`. */
function pdf(call: Call) {
  if (call.params.id !== '31') return fail(404, 'Not found');
  if (answer.status !== 200) return { status: answer.status, body: answer.body };
  return {
    raw: Buffer.from(PDF, 'latin1'),
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${FILE}"`,
      'Access-Control-Expose-Headers': 'Content-Disposition',
    },
  };
}

const saved: { href: string; download: string }[] = [];

beforeEach(async () => {
  api.use('GET /api/lpk/registrations', () => ok({ items: registrations, meta: { page: 1, per_page: 50, total: registrations.length } }));
  api.use('GET /api/lpk/profile', () =>
    ok({ user: makeUser(), completeness: { ktp: 100, education: 100, family: 100, additional_info: 100, quiz: 100, essay: 100, overall: 100 } }),
  );
  api.use('GET /api/lpk/registrations/:id/certificate.pdf', pdf);
  await act(() => setLanguage('en'));
  registrations = [approved, learning, withdrawn, pending];
  answer = { status: 200 };
  saved.length = 0;
  toast.clear();
  useFakeRealtime(null);
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/certificate');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});

const card = (name: string) => screen.findByRole('article', { name: `Registration at ${name}` });
const DOWNLOAD = 'Download certificate (PDF)';

test('the download is offered only on the approved registration; a valid certificate before approval says when', async () => {
  logIn();
  renderScreen(<RegistrationScreen />, '/admin/registration');
  const mine = await card('LPK Sakura Mandiri');
  const button = within(mine).getByRole('button', { name: DOWNLOAD });
  expect(button).toHaveAccessibleDescription('Registration at LPK Sakura Mandiri');

  const early = await card('LPK Fuji Nusantara');
  expect(within(early).queryByRole('button', { name: DOWNLOAD })).not.toBeInTheDocument();
  expect(within(early).getByText('The PDF certificate can be downloaded once the registration is approved.')).toBeInTheDocument();
  for (const name of ['LPK Hikari Jaya', 'LPK Mirai Sejahtera']) {
    const other = await card(name);
    expect(within(other).queryByRole('button', { name: DOWNLOAD })).not.toBeInTheDocument();
    expect(within(other).queryByText(/PDF certificate/)).not.toBeInTheDocument();
  }
  expect(screen.getAllByRole('button', { name: DOWNLOAD })).toHaveLength(1);
  expect(pdfRequests()).toHaveLength(0);
});

test('downloading fetches the PDF with the bearer token and saves it under the name the API gives', async () => {
  logIn();
  renderScreen(<RegistrationScreen />, '/admin/registration');
  const mine = await card('LPK Sakura Mandiri');
  await userEvent.click(within(mine).getByRole('button', { name: DOWNLOAD }));
  expect(await screen.findByText(`The certificate was saved as ${FILE}.`)).toBeInTheDocument();

  expect(pdfRequests()).toHaveLength(1);
  expect(pdfRequests()[0]!.headers).toMatchObject({ authorization: 'Bearer 1|test-token', 'accept-language': 'en' });
  const blob = jest.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
  expect(blob.type).toBe('application/pdf');
  expect(blob.size).toBe(PDF.length);
  expect(saved).toEqual([{ href: 'blob:http://localhost/certificate', download: FILE }]);
  expect(document.querySelector('a[download]')).toBeNull(); // the temporary link is gone
  expect(toast.list()).toEqual([]);
});

test('in Indonesian the download has its Indonesian name', async () => {
  await act(() => setLanguage('id'));
  logIn();
  renderScreen(<RegistrationScreen />, '/admin/registration');
  const mine = await screen.findByRole('article', { name: 'Pendaftaran di LPK Sakura Mandiri' });
  expect(within(mine).getByRole('button', { name: 'Unduh sertifikat (PDF)' })).toBeInTheDocument();
  expect(screen.getByText('Sertifikat PDF dapat diunduh setelah pendaftaran berstatus Disetujui.')).toBeInTheDocument();
});

test("a refusal shows the server's message as a toast and saves nothing; a 401 ends the session", async () => {
  logIn();
  renderScreen(<RegistrationScreen />, '/admin/registration');
  const mine = await card('LPK Sakura Mandiri');
  answer = { status: 404, body: { status: 'error', message: 'The PDF certificate is available once your registration is approved.' } };
  await userEvent.click(within(mine).getByRole('button', { name: DOWNLOAD }));
  await waitFor(() =>
    expect(toast.list().map((item) => [item.kind, item.message])).toEqual([['error', 'The PDF certificate is available once your registration is approved.']]),
  );
  expect(saved).toEqual([]);
  expect(within(mine).getByRole('button', { name: DOWNLOAD })).not.toHaveAttribute('aria-disabled');

  const went: string[] = [];
  const previous = setNavigator((url) => went.push(url));
  try {
    answer = { status: 401, body: { status: 'error', message: 'Unauthenticated.' } };
    await userEvent.click(within(mine).getByRole('button', { name: DOWNLOAD }));
    await waitFor(() => expect(went).toEqual(['/login?redirect=%2F']));
    expect(getToken()).toBeNull();
    expect(saved).toEqual([]);
  } finally {
    setNavigator(previous);
  }
});

test('the dashboard shows the certificate of an approved registration with its download and check', async () => {
  logIn();
  renderScreen(<DashboardScreen />, '/admin/dashboard');
  const mine = await card('LPK Sakura Mandiri');
  expect(within(mine).getByText('Number LPK-2026-000031')).toBeInTheDocument();
  expect(within(mine).getByRole('link', { name: 'Check that it is genuine' })).toHaveAttribute('href', '/registration-certificate?code=ABCDEFGHJKMNPQRS');
  for (const name of ['LPK Fuji Nusantara', 'LPK Hikari Jaya', 'LPK Mirai Sejahtera']) {
    expect(within(await card(name)).queryByRole('button', { name: DOWNLOAD })).not.toBeInTheDocument();
  }
  await userEvent.click(within(mine).getByRole('button', { name: DOWNLOAD }));
  await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/certificate', download: FILE }]));
  expect(pdfRequests()).toHaveLength(1);
  expect(pdfRequests()[0]!.headers.authorization).toBe('Bearer 1|test-token');
});
