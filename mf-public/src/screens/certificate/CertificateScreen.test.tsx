import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'mf-shared';
import { ok, startTestApi, type Reply, type TestApi } from '../../../test/helpers/catalogue/apiServer';
import { renderScreen } from '../../../test/helpers/catalogue/renderScreen';
import CertificateScreen from './CertificateScreen';

const certificate = (status: 'valid' | 'revoked') => ({
  number: 'LPK-2026-000012',
  issued_at: '2026-03-04T10:00:00.000Z',
  status,
  revoked_at: status === 'revoked' ? '2026-05-01T08:00:00.000Z' : null,
  applicant_name: 'Siti R.',
  lpk: { id: 1, name: 'LPK Nozomi Bandung', city: 'Bandung', province: 'Jawa Barat' },
});
let answer: (url: URL) => Reply = () => ok(certificate('valid'));
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi((url) => answer(url));
});
afterAll(() => api.close());
beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});
const show = (url = '/registration-certificate') => renderScreen(<CertificateScreen />, { path: '/registration-certificate', url });

test('checking a code puts it in the URL, asks the API and shows a valid certificate', async () => {
  const user = userEvent.setup();
  answer = () => ok(certificate('valid'));
  const view = show();
  await user.type(screen.getByLabelText('Verification code'), 'ABCD-EFGH-JKMN-PQRS');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  // The code is checked (asynchronously) before it goes into the address.
  await waitFor(() => expect(view.location().search).toBe('?code=ABCD-EFGH-JKMN-PQRS'));
  expect(await screen.findByRole('heading', { name: 'Genuine and valid certificate' })).toBeInTheDocument();
  expect(api.requests().at(-1)!.pathname).toBe('/api/lpk/certificates/ABCD-EFGH-JKMN-PQRS');
  expect(screen.getByText('LPK-2026-000012')).toBeInTheDocument();
  expect(screen.getByText('Siti R.')).toBeInTheDocument();
  expect(screen.getByText('Compare the certificate number, holder and LPK below with the certificate you were given.')).toBeInTheDocument();
  expect(screen.getByText('4 March 2026 (WIB)')).toBeInTheDocument();
});

test('a code from the link is checked at once; a revoked certificate says so with its date', async () => {
  answer = () => ok(certificate('revoked'));
  show('/registration-certificate?code=ABCDEFGHJKMNPQRS');
  expect(await screen.findByRole('heading', { name: 'Certificate revoked' })).toBeInTheDocument();
  expect(screen.getByText('1 May 2026 (WIB)')).toBeInTheDocument();
  expect(screen.getByLabelText('Verification code')).toHaveValue('ABCDEFGHJKMNPQRS');
});

test('an unknown code shows "not found"', async () => {
  answer = () => ({ status: 404, body: { status: 'error', message: 'Certificate not found.' } });
  show('/registration-certificate?code=ZZZZ');
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no certificate with this code.');
});

test('an empty code is refused without a call', async () => {
  const user = userEvent.setup();
  const before = api.requests().length;
  show();
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter the verification code.');
  // Under its field, tied to it for screen readers.
  expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
    '16 letters and digits, e.g. ABCD-EFGH-JKMN-PQRS. Enter the verification code.',
  );
  expect(screen.getByLabelText('Verification code')).toHaveFocus();
  expect(api.requests().length).toBe(before);
});

test('the address of the QR code on the PDF is checked at once, in Indonesian too; revoked says so with its date', async () => {
  const user = userEvent.setup();
  await act(() => i18n.changeLanguage('id'));
  answer = () => ok(certificate('valid'));
  show('/registration-certificate?code=ABCDEFGHJKMNPQRS');
  expect(await screen.findByRole('heading', { name: 'Sertifikat asli dan berlaku' })).toBeInTheDocument();
  expect(api.requests().at(-1)!.pathname).toBe('/api/lpk/certificates/ABCDEFGHJKMNPQRS');
  expect(screen.getByText('4 Maret 2026 (WIB)')).toBeInTheDocument();
  expect(screen.queryByText('Tanggal dicabut')).not.toBeInTheDocument();

  answer = (url) => (url.pathname.endsWith('/zyxw-vuts-rqpn-mkjh') ? ok(certificate('revoked')) : ok(certificate('valid')));
  await user.clear(screen.getByLabelText('Kode verifikasi'));
  await user.type(screen.getByLabelText('Kode verifikasi'), 'zyxw-vuts-rqpn-mkjh');
  await user.click(screen.getByRole('button', { name: 'Periksa' }));
  expect(await screen.findByRole('heading', { name: 'Sertifikat sudah dicabut' })).toBeInTheDocument();
  expect(api.requests().at(-1)!.pathname).toBe('/api/lpk/certificates/zyxw-vuts-rqpn-mkjh');
  const result = screen.getByRole('status');
  expect(result).toHaveTextContent('Sertifikat ini asli, tetapi pendaftarannya sudah ditarik sehingga tidak berlaku lagi.');
  expect(result).toHaveTextContent('Tanggal dicabut');
  expect(result).toHaveTextContent('1 Mei 2026 (WIB)');
  expect(result).not.toHaveTextContent('Cocokkan nomor sertifikat');
});

test("dates of record are Jakarta dates, stated as WIB, whatever the viewer's time zone (the PDF says the same)", async () => {
  // 18:30 UTC on 26 November is already 27 November in Jakarta (UTC+7).
  answer = () => ok({ ...certificate('revoked'), issued_at: '2026-11-26T18:30:00.000Z', revoked_at: '2026-11-30T23:00:00.000Z' });
  show('/registration-certificate?code=ABCD-EFGH-JKMN-PQRS');
  expect(await screen.findByText('27 November 2026 (WIB)')).toBeInTheDocument();
  expect(screen.getByText('1 December 2026 (WIB)')).toBeInTheDocument();
});
