import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import ResumeScreen from './ResumeScreen';
import { check, enter, loadedForm, renderScreen, row, save, saved, sectionApi } from '../../../test/helpers/profileSections';

const api = sectionApi('essay');
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

const MOTIVATION = 'Saya ingin bekerja di Jepang sebagai caregiver karena saya senang merawat orang tua dan ingin belajar.';
const JOB = {
  employer: 'RS Harapan',
  position: 'Asisten perawat',
  country: 'ID',
  start_date: '2019-03-01',
  end_date: null,
  duties: 'Membantu pasien lansia',
  caregiving: true,
};
const SAVED = { work_history: [JOB], motivation: MOTIVATION, self_introduction: null, career_goal: 'Menjadi kaigo fukushishi.' };

test('loads the saved work history and essays', async () => {
  api.loads(SAVED, 75);
  renderScreen(<ResumeScreen />);
  await loadedForm();
  expect(screen.getByRole('heading', { level: 1, name: 'Riwayat kerja dan motivasi' })).toBeInTheDocument();
  const job = row('Pekerjaan 1');
  expect(within(job).getByLabelText('Nama tempat kerja')).toHaveValue('RS Harapan');
  expect(within(job).getByLabelText('Negara')).toHaveValue('ID');
  expect(within(job).getByLabelText(/Pekerjaan perawatan/)).toBeChecked();
  expect(screen.getByLabelText('Motivasi')).toHaveValue(MOTIVATION);
  expect(screen.getByLabelText(/Tujuan karier/)).toHaveValue('Menjadi kaigo fukushishi.');
});

test('a short motivation and an end date before the start are refused before any call', async () => {
  api.loads(null);
  renderScreen(<ResumeScreen />);
  await loadedForm();
  await user.click(screen.getByRole('button', { name: 'Tambah pekerjaan' }));
  const job = row('Pekerjaan 1');
  await enter('Nama tempat kerja', 'RS Harapan', job);
  await enter('Jabatan', 'Asisten perawat', job);
  await enter('Tanggal mulai', '2020-01-01', job);
  await enter(/Tanggal selesai/, '2019-01-01', job);
  await enter('Motivasi', 'Ingin ke Jepang.');
  await save();
  await waitFor(() => expect(screen.getByLabelText('Motivasi')).toHaveAccessibleDescription(expect.stringContaining('Minimal 50 karakter.')));
  expect(within(job).getByLabelText(/Tanggal selesai/)).toHaveAccessibleDescription(
    expect.stringContaining('Tanggal selesai tidak boleh sebelum tanggal mulai.'),
  );
  expect(api.posts()).toHaveLength(0);
});

test('a valid resume is posted in the API shape (no work history is allowed)', async () => {
  api.loads(null);
  api.saves(SAVED, 75);
  renderScreen(<ResumeScreen />);
  await loadedForm();
  await user.click(screen.getByRole('button', { name: 'Tambah pekerjaan' }));
  const job = row('Pekerjaan 1');
  await enter('Nama tempat kerja', 'RS Harapan', job);
  await enter('Jabatan', 'Asisten perawat', job);
  await enter('Tanggal mulai', '2019-03-01', job);
  await enter(/Tugas/, 'Membantu pasien lansia', job);
  await check(/Pekerjaan perawatan/, true, job);
  await enter('Motivasi', MOTIVATION);
  await enter(/Tujuan karier/, 'Menjadi kaigo fukushishi.');
  await save();
  expect(await saved()).toHaveTextContent('75%');
  expect(api.posts()).toEqual([SAVED]);
});

test("the server's 422 message lands on the job's country", async () => {
  api.loads(SAVED, 75);
  api.refuses({ 'work_history.0.country': ['Gunakan kode negara 2 huruf (misalnya ID, JP, MY).'] });
  renderScreen(<ResumeScreen />);
  await loadedForm();
  await save();
  await waitFor(() =>
    expect(within(row('Pekerjaan 1')).getByLabelText('Negara')).toHaveAccessibleDescription('Gunakan kode negara 2 huruf (misalnya ID, JP, MY).'),
  );
});
