import { KTP_EXAMPLE } from 'contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setLanguage } from 'mf-shared';
import KtpScreen from './KtpScreen';
import { enter, loadedForm, renderScreen, save, saved, sectionApi } from '../../../test/helpers/profileSections';

const api = sectionApi('ktp');
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

/** The documented example of a stored KTP section. */
const SAVED = KTP_EXAMPLE;

async function fillValid() {
  await enter('NIK', '3201015708950001');
  await enter('Nama lengkap', 'Siti Rahayu');
  await enter('Tempat lahir', 'Bogor');
  await enter('Tanggal lahir', '1995-08-17');
  await enter('Jenis kelamin', 'female');
  await enter('Alamat', 'Jl. Melati No. 5');
  await enter('RT', '3');
  await enter('RW', '12');
  await enter('Kelurahan / desa', 'Cibinong');
  await enter('Kecamatan', 'Cibinong');
  await enter('Kabupaten / kota', 'Kabupaten Bogor');
  await enter('Provinsi', 'Jawa Barat');
  await enter(/Kode pos/, '16911');
  await enter('Agama', 'islam');
  await enter('Status perkawinan', 'single');
}

test('shows one heading and loads the saved card into the form with its completeness', async () => {
  api.loads(SAVED, 100);
  renderScreen(<KtpScreen />);
  await loadedForm();
  expect(screen.getByRole('heading', { level: 1, name: 'Data KTP' })).toBeInTheDocument();
  expect(screen.getByLabelText('NIK')).toHaveValue('3201015708950001');
  expect(screen.getByLabelText('Tanggal lahir')).toHaveValue('1995-08-17');
  expect(screen.getByLabelText('Jenis kelamin')).toHaveValue('female');
  expect(screen.getByLabelText('RT')).toHaveValue('003');
  expect(screen.getByLabelText('Provinsi')).toHaveValue('Jawa Barat');
  expect(screen.getByRole('progressbar', { name: 'Kelengkapan bagian ini' })).toHaveAttribute('value', '100');
});

test('an empty form shows localised errors on the fields and sends nothing', async () => {
  api.loads(null);
  renderScreen(<KtpScreen />);
  await loadedForm();
  await save();
  expect(await screen.findByText('Periksa kembali kolom yang ditandai.')).toBeInTheDocument();
  expect(screen.getByLabelText('NIK')).toHaveAccessibleDescription(expect.stringContaining('Wajib diisi.'));
  expect(screen.getByLabelText('Provinsi')).toHaveAttribute('aria-invalid', 'true');
  expect(api.posts()).toHaveLength(0);
});

test('a NIK that does not match the birth date and sex is refused before any call', async () => {
  api.loads(null);
  renderScreen(<KtpScreen />);
  await loadedForm();
  await fillValid();
  await enter('Jenis kelamin', 'male'); // the NIK says female (day + 40)
  await save();
  await waitFor(() =>
    expect(screen.getByLabelText('NIK')).toHaveAccessibleDescription(expect.stringContaining('tidak sesuai dengan tanggal lahir dan jenis kelamin')),
  );
  await enter('NIK', '9901015708950001');
  await waitFor(() => expect(screen.getByLabelText('NIK')).toHaveAccessibleDescription(expect.stringContaining('Kode wilayah pada NIK')));
  await enter('RT', '12a');
  await waitFor(() => expect(screen.getByLabelText('RT')).toHaveAccessibleDescription(expect.stringContaining('RT/RW harus berupa 1 sampai 3 angka.')));
  expect(api.posts()).toHaveLength(0);
});

test('a valid card is posted in the shape the API expects and the completeness is shown', async () => {
  api.loads(null);
  api.saves(SAVED, 100);
  renderScreen(<KtpScreen />);
  await loadedForm();
  await fillValid();
  await save();
  expect(await saved()).toHaveTextContent('Data tersimpan. Kelengkapan bagian ini: 100%.');
  expect(api.posts()).toEqual([{ ...SAVED, rt: '3', rw: '12' }]);
  // The form now holds what the server stored.
  expect(screen.getByLabelText('RT')).toHaveValue('003');
});

test("the server's 422 messages appear on the matching fields", async () => {
  api.loads(null);
  api.refuses({ nik: ['NIK sudah terdaftar.'], province: ['Provinsi tidak dikenal.'] });
  renderScreen(<KtpScreen />);
  await loadedForm();
  await fillValid();
  await save();
  await waitFor(() => expect(screen.getByLabelText('NIK')).toHaveAccessibleDescription('16 angka sesuai KTP. NIK sudah terdaftar.'));
  expect(screen.getByLabelText('Provinsi')).toHaveAccessibleDescription('Provinsi tidak dikenal.');
  expect(screen.queryByText(/Data tersimpan/)).not.toBeInTheDocument();
});

test('a failed load offers a retry', async () => {
  api.loadFails(500, 'Server error');
  renderScreen(<KtpScreen />);
  expect(await screen.findByText('Data tidak dapat dimuat.')).toBeInTheDocument();
  api.loads(SAVED, 100);
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  await loadedForm();
  expect(screen.getByLabelText('NIK')).toHaveValue('3201015708950001');
});

test('in English, labels and client-side messages are English', async () => {
  await act(() => setLanguage('en'));
  api.loads(null);
  renderScreen(<KtpScreen />);
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByLabelText('NIK (identity number)')).toHaveAccessibleDescription('The 16 digits on your KTP. This field is required.'));
  expect(screen.getByRole('heading', { level: 1, name: 'ID card (KTP)' })).toBeInTheDocument();
  expect(api.posts()).toHaveLength(0);
});

test('leaving the page with unsaved changes asks for confirmation', async () => {
  api.loads(SAVED, 100);
  renderScreen(<KtpScreen />);
  await loadedForm();
  const leave = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(leave()).toBe(false);
  await enter('Tempat lahir', 'Jakarta');
  await screen.findByText('Ada perubahan yang belum disimpan.');
  expect(leave()).toBe(true);
});
