import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import AdditionalInfoScreen from './AdditionalInfoScreen';
import { check, enter, loadedForm, renderScreen, row, save, saved, sectionApi } from '../../../test/helpers/profileSections';

const api = sectionApi('additional-info');
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

const SAVED = {
  height_cm: 158,
  weight_kg: 52,
  blood_type: 'O',
  dominant_hand: 'right',
  wears_glasses: false,
  color_blind: false,
  eyesight_left: 1,
  eyesight_right: 0.8,
  smoking: 'never',
  alcohol: 'never',
  tattoo: false,
  chronic_illness: null,
  allergies: 'Udang',
  disability: null,
  hobbies: 'Memasak, membaca',
  skills: 'Merawat lansia',
  driving_licences: ['A', 'C'],
  vaccinations: [{ type: 'hepatitis_b', doses: 3, last_dose_on: '2023-05-01' }],
  has_passport: true,
  passport_number: 'C1234567',
  passport_expiry: '2030-01-31',
};

async function fillRequired() {
  await enter('Tinggi badan (cm)', '158');
  await enter('Berat badan (kg)', '52');
  await enter('Golongan darah', 'O');
  await enter('Tangan dominan', 'right');
  await enter('Merokok', 'never');
  await enter('Minum alkohol', 'never');
}

test('loads the saved health data, licences, vaccinations and passport', async () => {
  api.loads(SAVED, 100);
  renderScreen(<AdditionalInfoScreen />);
  await loadedForm();
  expect(screen.getByRole('heading', { level: 1, name: 'Informasi tambahan' })).toBeInTheDocument();
  expect(screen.getByLabelText('Tinggi badan (cm)')).toHaveValue('158');
  expect(screen.getByLabelText(/Ketajaman mata kanan/)).toHaveValue('0.8');
  expect(screen.getByLabelText('SIM A')).toBeChecked();
  expect(screen.getByLabelText('SIM B1')).not.toBeChecked();
  expect(screen.getByLabelText('SIM C')).toBeChecked();
  expect(within(row('Vaksinasi 1')).getByLabelText('Jenis vaksin')).toHaveValue('hepatitis_b');
  expect(screen.getByLabelText(/Nomor paspor/)).toHaveValue('C1234567');
  expect(screen.getByLabelText('Berlaku sampai')).toHaveValue('2030-01-31');
});

test('out-of-range values and a passport without expiry are refused before any call', async () => {
  api.loads(null);
  renderScreen(<AdditionalInfoScreen />);
  await loadedForm();
  await fillRequired();
  await enter('Tinggi badan (cm)', '250');
  await enter(/Ketajaman mata kiri/, 'abc');
  await check('Saya memiliki paspor', true);
  await enter(/Nomor paspor/, '12345');
  await save();
  await waitFor(() => expect(screen.getByLabelText('Tinggi badan (cm)')).toHaveAccessibleDescription('Maksimal 220.'));
  expect(screen.getByLabelText(/Ketajaman mata kiri/)).toHaveAccessibleDescription(expect.stringContaining('Harus berupa angka.'));
  expect(screen.getByLabelText(/Nomor paspor/)).toHaveAccessibleDescription(expect.stringContaining('Nomor paspor tidak valid'));
  expect(screen.getByLabelText('Berlaku sampai')).toHaveAccessibleDescription('Wajib diisi.');
  expect(api.posts()).toHaveLength(0);
});

test('a valid form is posted in the API shape (no passport: no passport fields)', async () => {
  api.loads(null);
  api.saves(SAVED, 92);
  renderScreen(<AdditionalInfoScreen />);
  await loadedForm();
  await fillRequired();
  await check('Memakai kacamata / lensa kontak', true);
  await enter(/Ketajaman mata kiri/, '1.0');
  await enter(/Hobi/, 'Memasak');
  await check('SIM C', true);
  await check('SIM A', true);
  await user.click(screen.getByRole('button', { name: 'Tambah vaksinasi' }));
  await enter('Jenis vaksin', 'hepatitis_b', row('Vaksinasi 1'));
  await enter(/Jumlah dosis/, '3', row('Vaksinasi 1'));
  // Typed, then changed their mind: the passport number is not sent.
  await check('Saya memiliki paspor', true);
  await enter(/Nomor paspor/, 'C1234567');
  await check('Saya memiliki paspor', false);
  await save();
  expect(await saved()).toHaveTextContent('92%');
  expect(api.posts()).toEqual([
    {
      height_cm: 158,
      weight_kg: 52,
      blood_type: 'O',
      dominant_hand: 'right',
      wears_glasses: true,
      color_blind: null,
      eyesight_left: 1,
      eyesight_right: null,
      smoking: 'never',
      alcohol: 'never',
      tattoo: false,
      chronic_illness: null,
      allergies: null,
      disability: null,
      hobbies: 'Memasak',
      skills: null,
      driving_licences: ['A', 'C'],
      vaccinations: [{ type: 'hepatitis_b', doses: 3, last_dose_on: null }],
      has_passport: false,
      passport_number: null,
      passport_expiry: null,
    },
  ]);
});

test("the server's 422 messages land on the passport expiry and a vaccination row", async () => {
  api.loads(SAVED, 100);
  api.refuses({
    passport_expiry: ['Tanggal berlaku paspor paling lama 10 tahun dari hari ini.'],
    'vaccinations.0.last_dose_on': ['Tanggal tidak boleh melewati hari ini.'],
  });
  renderScreen(<AdditionalInfoScreen />);
  await loadedForm();
  await save();
  await waitFor(() =>
    expect(screen.getByLabelText('Berlaku sampai')).toHaveAccessibleDescription('Tanggal berlaku paspor paling lama 10 tahun dari hari ini.'),
  );
  expect(within(row('Vaksinasi 1')).getByLabelText(/Tanggal dosis terakhir/)).toHaveAccessibleDescription('Tanggal tidak boleh melewati hari ini.');
});
