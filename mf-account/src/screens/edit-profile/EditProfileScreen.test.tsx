import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, setLanguage } from 'mf-shared';
import { DEMO_USER, fakeApi, NO_COMPLETENESS, ok } from '../../../test/fake-api';
import { enter, invalidReply, renderScreen, signedInAsDemoUser } from '../../../test/helpers/profileSections';
import EditProfileScreen from './EditProfileScreen';

const PROFILE = 'GET /api/lpk/profile';
const UPDATE = 'POST /api/lpk/profile';
const AVATAR = 'POST /api/lpk/profile/avatar';
const api = fakeApi();
signedInAsDemoUser();
beforeEach(() => {
  api.use(PROFILE, ok({ user: DEMO_USER, completeness: { ...NO_COMPLETENESS, ktp: 100, education: 50, overall: 25 } }));
});

async function loaded() {
  await screen.findByRole('button', { name: 'Simpan profil' });
}

const avatarInput = () => screen.getByLabelText('Pilih foto');
// The input's accept list is the first filter; the screen's own check (with its message) is what is tested here.
const user = userEvent.setup({ applyAccept: false });
const upload = (file: File) => user.upload(avatarInput(), file);
const avatarPosts = () => api.requests(AVATAR);

test('loads the account details, and shows each section with its completeness', async () => {
  renderScreen(<EditProfileScreen />);
  await loaded();
  expect(screen.getByRole('heading', { level: 1, name: 'Edit profil' })).toBeInTheDocument();
  expect(screen.getByLabelText('Nama lengkap')).toHaveValue('Siti Rahayu');
  expect(screen.getByLabelText('Email')).toHaveValue('siti@demo.test');
  expect(screen.getByLabelText('Nomor telepon')).toHaveValue('+6281234567890');
  expect(screen.getByRole('link', { name: 'Data KTP 100% lengkap' })).toHaveAttribute('href', '/admin/edit-ktp');
  expect(screen.getByRole('link', { name: 'Riwayat pendidikan 50% lengkap' })).toHaveAttribute('href', '/admin/edit-education');
  expect(screen.getByRole('progressbar', { name: 'Kelengkapan keseluruhan' })).toHaveAttribute('value', '25');
});

test('invalid details show localised errors and send nothing', async () => {
  renderScreen(<EditProfileScreen />);
  await loaded();
  await enter('Nama lengkap', '');
  await enter('Email', 'siti@');
  await enter('Nomor telepon', '12345');
  await userEvent.click(screen.getByRole('button', { name: 'Simpan profil' }));
  await waitFor(() => expect(screen.getByLabelText('Nama lengkap')).toHaveAccessibleDescription('Wajib diisi.'));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Alamat email tidak valid.');
  expect(screen.getByLabelText('Nomor telepon')).toHaveAccessibleDescription(expect.stringContaining('Nomor telepon Indonesia tidak valid.'));
  expect(posts()).toHaveLength(0);
});

test('saving posts the profile and replaces the stored user', async () => {
  const updated = { ...DEMO_USER, full_name: 'Siti Aminah', phone: '+6281298765432' };
  api.use(UPDATE, ok({ user: updated }, 'Profil berhasil diperbarui.'));
  renderScreen(<EditProfileScreen />);
  await loaded();
  await enter('Nama lengkap', '  Siti Aminah ');
  await enter('Nomor telepon', '0812-9876-5432');
  await enter('Bahasa untuk email dan notifikasi', 'en');
  await userEvent.click(screen.getByRole('button', { name: 'Simpan profil' }));
  expect(await screen.findByText('Profil berhasil diperbarui.')).toBeInTheDocument();
  expect(posts()).toEqual([{ full_name: 'Siti Aminah', email: 'siti@demo.test', phone: '0812-9876-5432', locale: 'en' }]);
  expect(getSession().user).toEqual(updated);
  expect(screen.getByLabelText('Nomor telepon')).toHaveValue('+6281298765432');
});

test("the server's 422 message shows on the email field", async () => {
  api.use(UPDATE, invalidReply({ email: ['Email sudah terdaftar.'] }));
  renderScreen(<EditProfileScreen />);
  await loaded();
  await enter('Email', 'taken@demo.test');
  await enter('Password saat ini', 'Rahasia123!');
  await userEvent.click(screen.getByRole('button', { name: 'Simpan profil' }));
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email sudah terdaftar.'));
  expect(getSession().user).toEqual(DEMO_USER);
});

/** The bodies of POST /profile, in order. */
const posts = () => api.requests(UPDATE).map((call) => call.body);
const passwordField = () => screen.queryByLabelText('Password saat ini');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Simpan profil' }));

test('with the saved email (in any case) no password is asked for, nor sent', async () => {
  api.use(UPDATE, ok({ user: DEMO_USER }, 'Profil berhasil diperbarui.'));
  renderScreen(<EditProfileScreen />);
  await loaded();
  expect(passwordField()).not.toBeInTheDocument();
  await enter('Email', ' SITI@demo.test ');
  expect(passwordField()).not.toBeInTheDocument();
  await save();
  expect(await screen.findByText('Profil berhasil diperbarui.')).toBeInTheDocument();
  const [body] = posts();
  expect(body).toEqual({ full_name: 'Siti Rahayu', email: 'SITI@demo.test', phone: '+6281234567890', locale: 'id' });
  expect(body).not.toHaveProperty('current_password');
});

test('a new email asks for the current password, required, with a hint about other devices', async () => {
  renderScreen(<EditProfileScreen />);
  await loaded();
  await enter('Email', 'siti.baru@demo.test');
  const password = passwordField();
  expect(password).toHaveAttribute('type', 'password');
  expect(password).toHaveAttribute('autocomplete', 'current-password');
  expect(password).toHaveAccessibleDescription('Mengganti email akan mengeluarkan akun Anda dari semua perangkat lain.');
  await save();
  await waitFor(() => expect(passwordField()).toHaveAccessibleDescription(expect.stringContaining('Masukkan password Anda saat ini untuk mengganti email.')));
  expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Periksa kembali kolom yang ditandai.')).toBeInTheDocument();
  expect(posts()).toHaveLength(0);
  // Back to the saved email: the field goes away and the form saves without it.
  await enter('Email', 'siti@demo.test');
  await waitFor(() => expect(passwordField()).not.toBeInTheDocument());
});

test('the required message is in English when the UI is', async () => {
  renderScreen(<EditProfileScreen />);
  await loaded();
  await act(() => setLanguage('en'));
  await enter('Email', 'siti.baru@demo.test');
  expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Changing your email signs you out on all other devices.');
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(expect.stringContaining('Enter your current password to change your email.')),
  );
  expect(posts()).toHaveLength(0);
});

test('a new email is sent with current_password; after the save the field is cleared and hidden', async () => {
  const updated = { ...DEMO_USER, email: 'siti.baru@demo.test' };
  api.use(UPDATE, ok({ user: updated }, 'Profil berhasil diperbarui.'));
  renderScreen(<EditProfileScreen />);
  await loaded();
  await enter('Email', ' Siti.Baru@demo.test');
  await enter('Password saat ini', ' Rahasia123! ');
  await save();
  expect(await screen.findByText('Profil berhasil diperbarui.')).toBeInTheDocument();
  expect(posts()).toEqual([
    { full_name: 'Siti Rahayu', email: 'Siti.Baru@demo.test', phone: '+6281234567890', locale: 'id', current_password: ' Rahasia123! ' },
  ]);
  expect(getSession().user).toEqual(updated);
  expect(screen.getByLabelText('Email')).toHaveValue('siti.baru@demo.test');
  expect(passwordField()).not.toBeInTheDocument();
  // Another change asks for the password again, from an empty field.
  await enter('Email', 'siti.lain@demo.test');
  expect(passwordField()).toHaveValue('');
});

test('an account made through Google (no password of its own) changes its email without a password field', async () => {
  const google = { ...DEMO_USER, has_password: false };
  api.use(PROFILE, ok({ user: google, completeness: NO_COMPLETENESS }));
  api.use(UPDATE, ok({ user: { ...google, email: 'siti.baru@demo.test' } }, 'Profil berhasil diperbarui.'));
  renderScreen(<EditProfileScreen />);
  await loaded();
  await enter('Email', 'siti.baru@demo.test');
  expect(passwordField()).not.toBeInTheDocument();
  await save();
  expect(await screen.findByText('Profil berhasil diperbarui.')).toBeInTheDocument();
  expect(posts()).toEqual([{ full_name: 'Siti Rahayu', email: 'siti.baru@demo.test', phone: '+6281234567890', locale: 'id' }]);
});

test("the server's 422 on current_password shows on the password field, and nothing is saved", async () => {
  api.use(UPDATE, invalidReply({ current_password: ['Password saat ini salah.'] }));
  renderScreen(<EditProfileScreen />);
  await loaded();
  await enter('Email', 'siti.baru@demo.test');
  await enter('Password saat ini', 'salah-sekali');
  await save();
  await waitFor(() => expect(passwordField()).toHaveAccessibleDescription(expect.stringContaining('Password saat ini salah.')));
  expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
  expect(passwordField()).toHaveFocus();
  expect(screen.queryByText('Data yang dikirim tidak valid.')).not.toBeInTheDocument();
  expect(posts()).toEqual([expect.objectContaining({ email: 'siti.baru@demo.test', current_password: 'salah-sekali' })]);
  expect(getSession().user).toEqual(DEMO_USER);
});

test('an avatar of the wrong type or over 2 MB is refused before any upload', async () => {
  renderScreen(<EditProfileScreen />);
  await loaded();
  expect(avatarInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  await upload(new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
  expect(await screen.findByText('Format foto harus JPG, PNG atau WebP.')).toBeInTheDocument();
  await upload(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
  expect(await screen.findByText('Ukuran foto maksimal 2 MB.')).toBeInTheDocument();
  expect(avatarInput()).toHaveAccessibleDescription(expect.stringContaining('Ukuran foto maksimal 2 MB.'));
  expect(screen.queryByRole('button', { name: 'Unggah foto' })).not.toBeInTheDocument();
  expect(avatarPosts()).toHaveLength(0);
});

test('a valid avatar is uploaded and the stored user gets the new avatar', async () => {
  const avatar = '/uploads/avatars/new.webp';
  api.use(AVATAR, ok({ avatar_url: avatar, user: { ...DEMO_USER, avatar } }, 'Foto profil berhasil diperbarui.'));
  renderScreen(<EditProfileScreen />);
  await loaded();
  await upload(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
  await userEvent.click(screen.getByRole('button', { name: 'Unggah foto' }));
  expect(await screen.findByText('Foto profil berhasil diperbarui.')).toBeInTheDocument();
  expect(getSession().user?.avatar).toBe('/uploads/avatars/new.webp');
  const [request] = avatarPosts();
  expect(request?.headers['content-type']).toMatch(/^multipart\/form-data/);
  expect(request?.body).toContain('name="avatar"; filename="me.png"');
  expect(screen.getByRole('img', { name: 'Foto profil saat ini' })).toHaveAttribute('src', `${api.url}/uploads/avatars/new.webp`);
});
