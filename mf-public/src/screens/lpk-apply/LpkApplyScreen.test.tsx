import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { getToken, getUser, setLanguage, setSession } from 'mf-shared';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { apiLpkApplication, apiUser } from '../../../test/fake-api/fixtures';
import { landedAt, renderAt } from '../../../test/helpers/auth';
import LpkApplyScreen from './LpkApplyScreen';

const api = fakeApi();
const APPLY = 'POST /api/lpk/lpk-applications';
const AGAIN = 'POST /api/lpk/lpk-applications/again';

function open() {
  return renderAt('/lpk-apply', '/lpk-apply', <LpkApplyScreen />);
}

/** Fills in the LPK, its contact and the licence document; a new account's e-mail and password too unless `signedIn`. */
async function fill(user: UserEvent, { signedIn = false } = {}) {
  const type = (label: string, value: string) => user.type(screen.getByLabelText(label), value);
  await type('Nama LPK', 'LPK Sakura Harapan Bogor');
  await type('Nomor izin LPK', 'KEP.7301/32.73/LP.01.01/IV/2021');
  await user.selectOptions(screen.getByLabelText('Provinsi'), 'Jawa Barat');
  await type('Kota/kabupaten', 'Bogor');
  await type('Alamat', 'Jl. Pajajaran No. 12');
  await user.click(screen.getByRole('checkbox', { name: /Specified Skilled Worker|SSW/ }));
  await type('Nama narahubung', 'Rina Kusuma');
  if (!signedIn) await type('Email', 'rina@example.id');
  await type('Nomor telepon', '0812 3456 7890');
  if (!signedIn) {
    await type('Password akun', 'Kaigo#Jepang2026');
    await type('Ulangi password', 'Kaigo#Jepang2026');
  }
  await user.upload(screen.getByLabelText(/Dokumen izin/), new File(['%PDF-1.4 licence'], 'izin.pdf', { type: 'application/pdf' }));
}

test('sends the form with the document as multipart, signs the applicant in and opens the application page', async () => {
  const user = userEvent.setup();
  const applicant = apiUser({ role: 'lpk_admin', lpk_id: null });
  api.use(APPLY, { status: 201, ...ok({ token: 'T0KEN', user: applicant, application: apiLpkApplication(4) }, 'ok') });
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Daftarkan atau klaim LPK Anda' })).toBeInTheDocument();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
  expect(await landedAt()).toBe('/admin/application');
  expect(getToken()).toBe('T0KEN');
  const [sent] = api.requests(APPLY);
  expect(sent!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  for (const part of [
    'name="licence_number"',
    'KEP.7301/32.73/LP.01.01/IV/2021',
    'name="programs"',
    'ssw',
    'name="sending_org"',
    'filename="izin.pdf"',
    '%PDF-1.4 licence',
  ]) {
    expect(sent!.body).toContain(part);
  }
});

test('(en) the API’s messages show next to their fields and the form stays', async () => {
  const user = userEvent.setup();
  await act(() => setLanguage('en'));
  api.use(
    APPLY,
    fail(422, 'The application could not be sent yet.', {
      document: ['The licence document must be a PDF, JPEG or PNG.'],
      email: ['This email is already registered.'],
    }),
  );
  open();
  await user.click(screen.getByRole('button', { name: 'Send the application' }));
  expect(await screen.findByText('The licence document must be a PDF, JPEG or PNG.')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  expect(screen.getByText('The application was not sent. Please check the marked fields.')).toBeInTheDocument();
  expect(getToken()).toBeNull();
});

test('a signed-in applicant whose application was rejected applies again from the same account: no e-mail or password asked', async () => {
  const user = userEvent.setup();
  setSession('7|pending', apiUser({ role: 'lpk_admin', lpk_id: null, email: 'rina@example.id' }));
  api.use(AGAIN, { status: 201, ...ok({ application: apiLpkApplication(9) }, 'ok') });
  open();
  expect(screen.getByText(/Anda masuk sebagai rina@example.id/)).toBeInTheDocument();
  expect(screen.queryByLabelText('Email')).toBeNull();
  expect(screen.queryByLabelText('Password akun')).toBeNull();
  await fill(user, { signedIn: true });
  await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
  expect(await landedAt()).toBe('/admin/application');
  expect(api.requests(APPLY)).toHaveLength(0);
  const [sent] = api.requests(AGAIN);
  expect(sent!.headers.authorization).toBe('Bearer 7|pending');
  expect(sent!.body).toContain('filename="izin.pdf"');
  expect(sent!.body).not.toContain('name="password"');
  expect(getToken()).toBe('7|pending');
});

test('an answer without field errors (an application still pending: 409) shows the API’s own message, not "check the marked fields"', async () => {
  const user = userEvent.setup();
  setSession('7|pending', apiUser({ role: 'lpk_admin', lpk_id: null, email: 'rina@example.id' }));
  api.use(AGAIN, fail(409, 'Pengajuan Anda masih diperiksa atau sudah disetujui; Anda belum dapat mengajukan lagi.'));
  open();
  await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Pengajuan Anda masih diperiksa atau sudah disetujui; Anda belum dapat mengajukan lagi.');
  expect(screen.queryByText('Pengajuan belum terkirim. Periksa isian yang ditandai.')).toBeNull();
});

test('a signed-in caregiver is told applying makes a separate account; after success their session stays until they choose to switch', async () => {
  const user = userEvent.setup();
  const caregiver = apiUser({ role: 'caregiver', email: 'siti@example.id' });
  setSession('3|caregiver', caregiver);
  const applicant = apiUser({ id: 90, role: 'lpk_admin', lpk_id: null, email: 'rina@example.id' });
  api.use(APPLY, { status: 201, ...ok({ token: 'T0KEN', user: applicant, application: apiLpkApplication(4) }, 'ok') });
  open();
  expect(screen.getByTestId('lpk-apply-signed-in')).toHaveTextContent(
    'Anda masuk sebagai siti@example.id. Pengajuan ini membuat akun lembaga terpisah dengan email dan password sendiri',
  );
  // A new account is asked for: its own e-mail and password.
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Pengajuan terkirim' })).toHaveFocus();
  expect(screen.getByText(/Akun lembaga rina@example.id telah dibuat, dan tautan verifikasi telah dikirim/)).toBeInTheDocument();
  expect(screen.getByText(/Anda masih masuk sebagai siti@example.id/)).toBeInTheDocument();
  expect(getToken()).toBe('3|caregiver');
  expect(getUser()).toEqual(caregiver);
  expect(screen.getByRole('link', { name: 'Tetap sebagai siti@example.id' })).toHaveAttribute('href', '/admin/dashboard');

  await user.click(screen.getByRole('button', { name: 'Masuk sebagai akun LPK' }));
  expect(await landedAt()).toBe('/admin/application');
  expect(getToken()).toBe('T0KEN');
  expect(getUser()).toEqual(applicant);
});

test('(en) staff of an LPK get the same choice; staying keeps their session', async () => {
  const user = userEvent.setup();
  await act(() => setLanguage('en'));
  setSession('5|staff', apiUser({ role: 'lpk_staff', lpk_id: 1, email: 'staff@lpk.id' }));
  const applicant = apiUser({ role: 'lpk_admin', lpk_id: null, email: 'new@lpk.id' });
  api.use(APPLY, { status: 201, ...ok({ token: 'T0KEN', user: applicant, application: apiLpkApplication(5) }, 'ok') });
  open();
  expect(screen.getByTestId('lpk-apply-signed-in')).toHaveTextContent(
    'You are signed in as staff@lpk.id. This application creates a separate institution account',
  );
  const type = (label: string, value: string) => user.type(screen.getByLabelText(label), value);
  await type('LPK name', 'LPK Baru');
  await type('Email', 'new@lpk.id');
  await user.click(screen.getByRole('button', { name: 'Send the application' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Application sent' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in as the LPK account' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Stay as staff@lpk.id' }));
  expect(await landedAt()).toBe('/admin/dashboard');
  expect(getToken()).toBe('5|staff');
});
