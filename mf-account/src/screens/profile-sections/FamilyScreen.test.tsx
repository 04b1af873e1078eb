import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import FamilyScreen from './FamilyScreen';
import { enter, loadedForm, renderScreen, row, save, saved, sectionApi } from '../../../test/helpers/profileSections';

const api = sectionApi('family');
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

const FATHER = {
  relation: 'father',
  full_name: 'Budi Santoso',
  birth_year: 1965,
  occupation: 'Petani',
  phone: '+6281234567890',
  alive: true,
  lives_with_me: true,
};
const SISTER = { relation: 'sibling', full_name: 'Dewi Lestari', birth_year: null, occupation: null, phone: null, alive: null, lives_with_me: false };
const CONTACT = { full_name: 'Budi Santoso', relation: 'father', phone: '0812-3456-7890', address: 'Jl. Melati No. 5, Bogor' };

async function fillContact() {
  const group = screen.getByRole('group', { name: 'Kontak darurat' });
  await enter('Nama lengkap', CONTACT.full_name, group);
  await enter('Hubungan', CONTACT.relation, group);
  await enter('Nomor telepon', CONTACT.phone, group);
  await enter('Alamat', CONTACT.address, group);
}

test('loads the saved members, emergency contact and dependents', async () => {
  api.loads({ members: [FATHER, SISTER], emergency_contact: { ...CONTACT, phone: '+6281234567890' }, dependents_count: 2 }, 75);
  renderScreen(<FamilyScreen />);
  await loadedForm();
  expect(screen.getByRole('heading', { level: 1, name: 'Data keluarga' })).toBeInTheDocument();
  expect(within(row('Anggota keluarga 1')).getByLabelText('Hubungan')).toHaveValue('father');
  expect(within(row('Anggota keluarga 1')).getByLabelText(/Tahun lahir/)).toHaveValue('1965');
  expect(within(row('Anggota keluarga 2')).getByLabelText(/Tinggal bersama saya/)).toHaveValue('false');
  expect(within(screen.getByRole('group', { name: 'Kontak darurat' })).getByLabelText('Nomor telepon')).toHaveValue('+6281234567890');
  expect(screen.getByLabelText('Jumlah tanggungan')).toHaveValue('2');
});

test('two fathers, a bad phone and a missing contact are refused before any call', async () => {
  api.loads(null);
  renderScreen(<FamilyScreen />);
  await loadedForm();
  await enter('Hubungan', 'father', row('Anggota keluarga 1'));
  await enter('Nama lengkap', 'Budi Santoso', row('Anggota keluarga 1'));
  await user.click(screen.getByRole('button', { name: 'Tambah anggota keluarga' }));
  await enter('Hubungan', 'father', row('Anggota keluarga 2'));
  await enter('Nama lengkap', 'Agus', row('Anggota keluarga 2'));
  await enter(/Nomor telepon/, '12', row('Anggota keluarga 2'));
  await enter('Jumlah tanggungan', '25');
  await save();
  await waitFor(() =>
    expect(within(row('Anggota keluarga 2')).getByLabelText('Hubungan')).toHaveAccessibleDescription(
      'Ayah, ibu dan pasangan masing-masing hanya boleh diisi satu kali.',
    ),
  );
  expect(within(row('Anggota keluarga 1')).getByLabelText('Hubungan')).not.toHaveAttribute('aria-invalid');
  expect(within(row('Anggota keluarga 2')).getByLabelText(/Nomor telepon/)).toHaveAccessibleDescription(
    expect.stringContaining('Nomor telepon Indonesia tidak valid.'),
  );
  expect(within(screen.getByRole('group', { name: 'Kontak darurat' })).getByLabelText('Alamat')).toHaveAccessibleDescription('Wajib diisi.');
  expect(screen.getByLabelText('Jumlah tanggungan')).toHaveAccessibleDescription(expect.stringContaining('Maksimal 20.'));
  expect(api.posts()).toHaveLength(0);
});

test('a valid family is posted in the API shape', async () => {
  api.loads(null);
  api.saves({ members: [FATHER, SISTER], emergency_contact: CONTACT, dependents_count: 2 }, 75);
  renderScreen(<FamilyScreen />);
  await loadedForm();
  const first = row('Anggota keluarga 1');
  await enter('Hubungan', 'father', first);
  await enter('Nama lengkap', 'Budi Santoso', first);
  await enter(/Tahun lahir/, '1965', first);
  await enter(/Pekerjaan/, 'Petani', first);
  await enter(/Nomor telepon/, '+6281234567890', first);
  await enter(/Masih hidup/, 'true', first);
  await enter(/Tinggal bersama saya/, 'true', first);
  await user.click(screen.getByRole('button', { name: 'Tambah anggota keluarga' }));
  await enter('Hubungan', 'sibling', row('Anggota keluarga 2'));
  await enter('Nama lengkap', 'Dewi Lestari', row('Anggota keluarga 2'));
  await enter(/Tinggal bersama saya/, 'false', row('Anggota keluarga 2'));
  await fillContact();
  await enter('Jumlah tanggungan', '2');
  await save();
  expect(await saved()).toHaveTextContent('75%');
  expect(api.posts()).toEqual([{ members: [FATHER, SISTER], emergency_contact: CONTACT, dependents_count: 2 }]);
});

test("the server's 422 messages land on the contact's phone", async () => {
  api.loads({ members: [FATHER], emergency_contact: CONTACT, dependents_count: 0 }, 75);
  api.refuses({ 'emergency_contact.phone': ['Nomor telepon tidak valid.'] });
  renderScreen(<FamilyScreen />);
  await loadedForm();
  await save();
  const contact = screen.getByRole('group', { name: 'Kontak darurat' });
  await waitFor(() => expect(within(contact).getByLabelText('Nomor telepon')).toHaveAccessibleDescription('Nomor telepon tidak valid.'));
});
