import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyReport } from 'contracts';
import { setLanguage } from 'mf-shared';
import { fail, fakeApi, makeRegistration, ok } from '../../../test/fake-api';
import { logIn, renderScreen } from '../../../test/helpers/renderScreen';
import ReportScreen from './ReportScreen';

const TEXT = 'LPK meminta uang jaminan Rp 15 juta supaya saya tidak kabur, tanpa kuitansi resmi.';

const sent = (overrides: Partial<MyReport> = {}): MyReport => ({
  id: 41,
  lpk: { id: 1, name: 'LPK Sakura Mandiri' },
  registration_id: 31,
  category: 'deposit_or_guarantee',
  text: TEXT,
  attachment: null,
  status: 'new',
  created_at: '2026-11-29T02:00:00.000Z',
  status_changed_at: null,
  ...overrides,
});

const SEND = 'POST /api/lpk/reports';
const api = fakeApi();

beforeEach(async () => {
  api.use('GET /api/lpk/registrations', ok({ items: [makeRegistration()], meta: { page: 1, per_page: 50, total: 1 } }));
  api.use(SEND, { status: 201, ...ok({ report: sent() }, 'Report sent. The LPK is not told who reported.') });
  await act(() => setLanguage('en'));
  logIn();
});

const posts = () => api.requests(SEND);

test('from a registration: the LPK is named, the form checks its fields first in the reader’s language, then sends JSON', async () => {
  renderScreen(<ReportScreen />, '/admin/report?lpk_id=1&registration_id=31', '/admin/report');
  expect(await screen.findByText('LPK Sakura Mandiri')).toBeInTheDocument();
  expect(screen.getByText(/Reported from your registration/)).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Describe what happened'), 'Mahal');
  await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
  expect(await screen.findByText('Choose what the problem is.')).toBeInTheDocument();
  expect(screen.getByText('At least 20 characters.')).toBeInTheDocument();
  expect(screen.getByLabelText('Describe what happened')).toHaveAttribute('aria-invalid', 'true');
  expect(posts()).toEqual([]);

  await userEvent.click(screen.getByRole('radio', { name: 'Asked for a deposit or guarantee' }));
  await userEvent.clear(screen.getByLabelText('Describe what happened'));
  await userEvent.type(screen.getByLabelText('Describe what happened'), TEXT);
  await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
  expect(await screen.findByRole('heading', { name: 'Report sent' })).toBeInTheDocument();
  expect(screen.getByText('Report sent. The LPK is not told who reported.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See its status on the dashboard' })).toHaveAttribute('href', '/admin/dashboard#my-reports');
  expect(posts()[0]!.body).toEqual({ lpk_id: 1, registration_id: 31, category: 'deposit_or_guarantee', text: TEXT });
});

test('the attachment: a labelled file input; a wrong type or a file over 5 MB is refused before sending; a PDF goes as multipart', async () => {
  await act(() => setLanguage('id'));
  renderScreen(<ReportScreen />, '/admin/report?lpk_id=1&registration_id=31', '/admin/report');
  const input = await screen.findByLabelText('Lampiran (opsional)');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAccessibleDescription(/Satu gambar \(JPEG, PNG, WebP\) atau PDF, maksimal 5 MB/);

  await userEvent.upload(input, new File(['<svg/>'], 'gambar.svg', { type: 'image/svg+xml' }), { applyAccept: false });
  expect(await screen.findByText('Lampiran harus berupa gambar (JPEG, PNG atau WebP) atau PDF.')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');

  const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'besar.pdf', { type: 'application/pdf' });
  await userEvent.upload(input, big);
  expect(await screen.findByText('Ukuran lampiran maksimal 5 MB.')).toBeInTheDocument();

  await userEvent.upload(input, new File(['%PDF-1.4\n%%EOF\n'], 'kuitansi.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText(/Dipilih: kuitansi\.pdf/)).toBeInTheDocument();
  expect(input).not.toHaveAttribute('aria-invalid');
  await userEvent.click(screen.getByRole('radio', { name: 'Dokumen atau paspor saya ditahan' }));
  await userEvent.type(screen.getByLabelText('Ceritakan yang terjadi'), TEXT);
  await userEvent.click(screen.getByRole('button', { name: 'Kirim laporan' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  const post = posts()[0]!;
  expect(post.headers['content-type']).toMatch(/^multipart\/form-data/);
  expect(post.body).toContain('name="attachment"; filename="kuitansi.pdf"');
  expect(post.body).toContain('documents_held');
});

test('the server’s refusals show where they belong: the attachment’s under the file input, a 409 above the form', async () => {
  api.use(SEND, fail(422, 'The report could not be sent yet.', { attachment: ['The PDF file is damaged or incomplete.'] }));
  renderScreen(<ReportScreen />, '/admin/report?lpk_id=1&registration_id=31', '/admin/report');
  await userEvent.upload(await screen.findByLabelText('Attachment (optional)'), new File(['%PDF-1.4'], 'rusak.pdf', { type: 'application/pdf' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
  await userEvent.type(screen.getByLabelText('Describe what happened'), TEXT);
  await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
  expect(await screen.findByText('The PDF file is damaged or incomplete.')).toBeInTheDocument();
  expect(screen.getByLabelText('Attachment (optional)')).toHaveAttribute('aria-invalid', 'true');

  api.use(SEND, fail(409, 'You have already reported this problem about that LPK.'));
  await userEvent.click(screen.getByRole('button', { name: 'Remove the attachment' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
  await waitFor(() => expect(posts()).toHaveLength(2));
  // Without the attachment now: JSON.
  expect(posts()[1]!.body).toMatchObject({ category: 'other' });
  const alert = await screen.findByText('You have already reported this problem about that LPK.', { selector: '.alert' });
  expect(alert).toHaveAttribute('role', 'alert');
});

test('the official channels, each with its publisher and when it was checked; without an LPK the page says where to start', async () => {
  renderScreen(<ReportScreen />, '/admin/report', '/admin/report');
  expect(screen.getByText('Choose the LPK you want to report from its page or from your registration.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send the report' })).toBeNull();
  const channels = screen.getByRole('region', { name: 'Official channels' });
  const items = within(channels).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(within(items[0]!).getByRole('heading', { name: /KP2MI/ })).toBeInTheDocument();
  expect(within(items[0]!).getByText(/Phone: 0800-1000/)).toBeInTheDocument();
  expect(within(items[0]!).getByText('Source: Kementerian Pelindungan Pekerja Migran Indonesia, checked November 2026')).toBeInTheDocument();
  expect(within(items[1]!).getByRole('link', { name: /kemnaker\.go\.id/ })).toHaveAttribute('href', 'https://kemnaker.go.id');
});
