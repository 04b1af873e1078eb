import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession } from 'mf-shared';
import { DEMO_USER, fill, invalidReply, renderScreen, startApi, type TestApi } from '../profile-sections/shared/testing';
import EditProfileScreen from './EditProfileScreen';

let api: TestApi;

beforeEach(async () => {
  api = await startApi();
  api.on('GET', '/api/lpk/profile', {
    body: { status: 'success', data: { user: DEMO_USER, completeness: { ktp: 100, education: 50, family: 0, additional_info: 0, quiz: 0, essay: 0, overall: 25 } } },
  });
});
afterEach(() => api.close());

async function loaded() {
  await screen.findByRole('button', { name: 'Simpan profil' });
}

const avatarInput = () => screen.getByLabelText('Pilih foto');
const upload = (file: File) => fireEvent.change(avatarInput(), { target: { files: [file] } });
const avatarPosts = () => api.seen.filter((r) => r.method === 'POST' && r.url === '/api/lpk/profile/avatar');

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
  fill('Nama lengkap', '');
  fill('Email', 'siti@');
  fill('Nomor telepon', '12345');
  fireEvent.click(screen.getByRole('button', { name: 'Simpan profil' }));
  await waitFor(() => expect(screen.getByLabelText('Nama lengkap')).toHaveAccessibleDescription('Kolom ini wajib diisi.'));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Masukkan alamat email yang valid.');
  expect(screen.getByLabelText('Nomor telepon')).toHaveAccessibleDescription(expect.stringContaining('Masukkan nomor telepon Indonesia yang valid'));
  expect(api.posts('/api/lpk/profile')).toHaveLength(0);
});

test('saving posts the profile and replaces the stored user', async () => {
  const updated = { ...DEMO_USER, full_name: 'Siti Aminah', phone: '+6281298765432' };
  api.on('POST', '/api/lpk/profile', { body: { status: 'success', message: 'Profil berhasil diperbarui.', data: { user: updated } } });
  renderScreen(<EditProfileScreen />);
  await loaded();
  fill('Nama lengkap', '  Siti Aminah ');
  fill('Nomor telepon', '0812-9876-5432');
  fill('Bahasa untuk email dan notifikasi', 'en');
  fireEvent.click(screen.getByRole('button', { name: 'Simpan profil' }));
  expect(await screen.findByText('Profil berhasil diperbarui.')).toBeInTheDocument();
  expect(api.posts('/api/lpk/profile')).toEqual([{ full_name: 'Siti Aminah', email: 'siti@demo.test', phone: '0812-9876-5432', locale: 'en' }]);
  expect(getSession().user).toEqual(updated);
  expect(screen.getByLabelText('Nomor telepon')).toHaveValue('+6281298765432');
});

test("the server's 422 message shows on the email field", async () => {
  api.on('POST', '/api/lpk/profile', invalidReply({ email: ['Email sudah terdaftar.'] }));
  renderScreen(<EditProfileScreen />);
  await loaded();
  fill('Email', 'taken@demo.test');
  fireEvent.click(screen.getByRole('button', { name: 'Simpan profil' }));
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email sudah terdaftar.'));
  expect(getSession().user).toEqual(DEMO_USER);
});

test('an avatar of the wrong type or over 2 MB is refused before any upload', async () => {
  renderScreen(<EditProfileScreen />);
  await loaded();
  expect(avatarInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  upload(new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
  expect(await screen.findByText('Format foto harus JPG, PNG atau WebP.')).toBeInTheDocument();
  upload(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
  expect(await screen.findByText('Ukuran foto maksimal 2 MB.')).toBeInTheDocument();
  expect(avatarInput()).toHaveAccessibleDescription(expect.stringContaining('Ukuran foto maksimal 2 MB.'));
  expect(screen.queryByRole('button', { name: 'Unggah foto' })).not.toBeInTheDocument();
  expect(avatarPosts()).toHaveLength(0);
});

test('a valid avatar is uploaded and the stored user gets the new avatar', async () => {
  api.on('POST', '/api/lpk/profile/avatar', {
    body: { status: 'success', message: 'Foto profil berhasil diperbarui.', data: { avatar_url: '/uploads/avatars/new.webp' } },
  });
  renderScreen(<EditProfileScreen />);
  await loaded();
  upload(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
  fireEvent.click(screen.getByRole('button', { name: 'Unggah foto' }));
  expect(await screen.findByText('Foto profil berhasil diperbarui.')).toBeInTheDocument();
  expect(getSession().user?.avatar).toBe('/uploads/avatars/new.webp');
  const [request] = avatarPosts();
  expect(request?.headers['content-type']).toMatch(/^multipart\/form-data/);
  expect(request?.body).toContain('name="avatar"; filename="me.png"');
  expect(screen.getByRole('img', { name: 'Foto profil saat ini' })).toHaveAttribute('src', `${api.url}/uploads/avatars/new.webp`);
});
