import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getToken, setLanguage } from 'mf-shared';
import { makeUser } from 'mf-shared/test/helpers/fixtures';
import { landedAt, renderAt, startApiServerForFile } from '../../../test/helpers/auth';
import LpkApplyScreen from './LpkApplyScreen';

const api = startApiServerForFile();

function open() {
  return renderAt('/lpk-apply', '/lpk-apply', <LpkApplyScreen />);
}

function fill() {
  const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Nama LPK', 'LPK Sakura Harapan Bogor');
  type('Nomor izin LPK', 'KEP.7301/32.73/LP.01.01/IV/2021');
  fireEvent.change(screen.getByLabelText('Provinsi'), { target: { value: 'Jawa Barat' } });
  type('Kota/kabupaten', 'Bogor');
  type('Alamat', 'Jl. Pajajaran No. 12');
  fireEvent.click(screen.getByRole('checkbox', { name: /Specified Skilled Worker|SSW/ }));
  type('Nama narahubung', 'Rina Kusuma');
  type('Email', 'rina@example.id');
  type('Nomor telepon', '0812 3456 7890');
  type('Password akun', 'Kaigo#Jepang2026');
  type('Ulangi password', 'Kaigo#Jepang2026');
  const file = new File(['%PDF-1.4 licence'], 'izin.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText(/Dokumen izin/), { target: { files: [file] } });
}

test('sends the form with the document as multipart, signs the applicant in and opens the application page', async () => {
  const user = makeUser({ role: 'lpk_admin', lpk_id: null });
  api.reply(() => ({ status: 201, body: { status: 'success', message: 'ok', data: { token: 'T0KEN', user, application: { id: 4 } } } }));
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Daftarkan atau klaim LPK Anda' })).toBeInTheDocument();
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
  expect(await landedAt()).toBe('/admin/application');
  expect(getToken()).toBe('T0KEN');
  const [sent] = api.requests('/api/lpk/lpk-applications');
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
  await setLanguage('en');
  api.reply(() => ({
    status: 422,
    body: {
      status: 'error',
      message: 'The application could not be sent yet.',
      errors: { document: ['The licence document must be a PDF, JPEG or PNG.'], email: ['This email is already registered.'] },
    },
  }));
  open();
  fireEvent.click(screen.getByRole('button', { name: 'Send the application' }));
  expect(await screen.findByText('The licence document must be a PDF, JPEG or PNG.')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  expect(screen.getByText('The application was not sent. Please check the marked fields.')).toBeInTheDocument();
  expect(getToken()).toBeNull();
});
