import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import EducationScreen from './EducationScreen';
import { check, enter, loadedForm, renderScreen, row, save, saved, sectionApi } from '../../../test/helpers/profileSections';

const api = sectionApi('education');
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

const SMK = { level: 'smk', school_name: 'SMK Kesehatan Bogor', major: 'Keperawatan', city: 'Bogor', start_year: 2010, end_year: 2013, graduated: true };
const SMP = { level: 'smp', school_name: 'SMP Negeri 1 Bogor', major: null, city: null, start_year: 2007, end_year: 2010, graduated: true };

async function fillSchool(name: string, s: { level: string; school_name: string; start_year: string; end_year: string; major?: string; city?: string }) {
  const r = row(name);
  await enter('Jenjang', s.level, r);
  await enter('Nama sekolah', s.school_name, r);
  if (s.major) await enter(/Jurusan/, s.major, r);
  if (s.city) await enter(/Kota/, s.city, r);
  await enter('Tahun masuk', s.start_year, r);
  await enter('Tahun selesai', s.end_year, r);
}

test('loads the saved schools and nursing background', async () => {
  api.loads(
    {
      history: [SMK, SMP],
      nursing_background: {
        nursing_education: true,
        institution: 'SMK Kesehatan Bogor',
        caregiver_training_hours: 120,
        training_provider: null,
        notes: null,
      },
    },
    100,
  );
  renderScreen(<EducationScreen />);
  await loadedForm();
  expect(screen.getByRole('heading', { level: 1, name: 'Riwayat pendidikan' })).toBeInTheDocument();
  expect(within(row('Sekolah 1')).getByLabelText('Nama sekolah')).toHaveValue('SMK Kesehatan Bogor');
  expect(within(row('Sekolah 1')).getByLabelText('Sudah lulus')).toBeChecked();
  expect(within(row('Sekolah 2')).getByLabelText('Jenjang')).toHaveValue('smp');
  expect(screen.getByLabelText(/Jam pelatihan caregiver/)).toHaveValue('120');
  expect(screen.getByLabelText(/Pernah menempuh pendidikan keperawatan/)).toHaveValue('true');
});

test('invalid rows show localised errors on the right row and send nothing', async () => {
  api.loads(null);
  renderScreen(<EducationScreen />);
  await loadedForm();
  await fillSchool('Sekolah 1', { level: 'smk', school_name: 'SMK Kesehatan Bogor', start_year: '2013', end_year: '2010' });
  await user.click(screen.getByRole('button', { name: 'Tambah sekolah' }));
  await enter(/Catatan/, 'Pelatihan 3 bulan');
  await save();
  await waitFor(() =>
    expect(within(row('Sekolah 1')).getByLabelText('Tahun selesai')).toHaveAccessibleDescription('Tahun selesai tidak boleh sebelum tahun mulai.'),
  );
  expect(within(row('Sekolah 2')).getByLabelText('Nama sekolah')).toHaveAccessibleDescription('Wajib diisi.');
  // Nursing details without the yes / no answer.
  expect(screen.getByLabelText(/Pernah menempuh pendidikan keperawatan/)).toHaveAccessibleDescription('Wajib diisi.');
  expect(api.posts()).toHaveLength(0);
});

test('valid schools are posted in the API shape; a removed row is not sent', async () => {
  api.loads(null);
  api.saves({ history: [SMK, SMP], nursing_background: null }, 67);
  renderScreen(<EducationScreen />);
  await loadedForm();
  await fillSchool('Sekolah 1', {
    level: 'smk',
    school_name: 'SMK Kesehatan Bogor',
    major: 'Keperawatan',
    city: 'Bogor',
    start_year: '2010',
    end_year: '2013',
  });
  await check('Sudah lulus', true, row('Sekolah 1'));
  await user.click(screen.getByRole('button', { name: 'Tambah sekolah' }));
  await user.click(screen.getByRole('button', { name: 'Tambah sekolah' }));
  await fillSchool('Sekolah 3', { level: 'smp', school_name: 'SMP Negeri 1 Bogor', start_year: '2007', end_year: '2010' });
  await check('Sudah lulus', true, row('Sekolah 3'));
  await user.click(screen.getByRole('button', { name: 'Hapus Sekolah 2' }));
  await save();
  expect(await saved()).toHaveTextContent('Kelengkapan bagian ini: 67%');
  expect(api.posts()).toEqual([{ history: [SMK, SMP], nursing_background: null }]);
});

test("the server's 422 messages land on the row field they name", async () => {
  api.loads({ history: [SMK, SMP], nursing_background: null }, 67);
  api.refuses({ 'history.1.school_name': ['Nama sekolah tidak dikenal.'] });
  renderScreen(<EducationScreen />);
  await loadedForm();
  await save();
  await waitFor(() => expect(within(row('Sekolah 2')).getByLabelText('Nama sekolah')).toHaveAccessibleDescription('Nama sekolah tidak dikenal.'));
  expect(within(row('Sekolah 1')).getByLabelText('Nama sekolah')).not.toHaveAccessibleDescription('Nama sekolah tidak dikenal.');
});
