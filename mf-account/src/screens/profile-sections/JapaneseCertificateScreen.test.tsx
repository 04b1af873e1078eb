import { QUIZ_ANSWERS_EXAMPLE } from 'contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import JapaneseCertificateScreen from './JapaneseCertificateScreen';
import { enter, loadedForm, renderScreen, row, save, saved, sectionApi } from '../../../test/helpers/profileSections';

const api = sectionApi('quiz');
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});

const ANSWERS = { ...QUIZ_ANSWERS_EXAMPLE, care_records: 'simple' };
/** Question text -> the choice label to click, in Indonesian. */
const CLICKS: [RegExp, string][] = [
  [/membaca hiragana dan katakana/, 'Lancar'],
  [/kanji yang Anda kuasai/, '100–300'],
  [/memperkenalkan diri/, 'Bisa tanpa catatan'],
  [/percakapan bahasa Jepang/, 'Salam dan kalimat sederhana'],
  [/memahami bahasa Jepang lisan/, 'Paham jika diucapkan pelan dan sederhana'],
  [/bahasa sopan/, 'Dasar (desu/masu)'],
  [/kosakata perawatan/, 'Sebagian'],
  [/catatan perawatan/, 'Catatan sederhana'],
];
const SAVED = {
  japanese_certificates: [
    { type: 'jlpt', level: 'N4', score: 110, passed: true, certificate_number: 'N4A12345', issued_on: '2024-08-26' },
    { type: 'jft_basic', level: null, score: 180, passed: false, certificate_number: null, issued_on: '2024-10-01' },
  ],
  study_hours: 300,
  study_institution: 'LPK Sakura',
  answers: ANSWERS,
  self_assessment_score: 48,
};

async function answerAll() {
  for (const [question, choice] of CLICKS) await user.click(within(screen.getByRole('group', { name: question })).getByLabelText(choice));
}

test('loads saved certificates, answers and the self-assessment score', async () => {
  api.loads(SAVED, 100);
  renderScreen(<JapaneseCertificateScreen />);
  await loadedForm();
  expect(screen.getByRole('heading', { level: 1, name: 'Sertifikat bahasa Jepang' })).toBeInTheDocument();
  expect(within(row('Sertifikat 1')).getByLabelText('Level')).toHaveValue('N4');
  expect(within(row('Sertifikat 1')).getByText('Lulus')).toBeInTheDocument();
  expect(within(row('Sertifikat 2')).queryByLabelText('Level')).not.toBeInTheDocument();
  expect(within(row('Sertifikat 2')).getByLabelText('Nilai')).toHaveValue('180');
  expect(within(row('Sertifikat 2')).getByText('Belum lulus')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: /kanji yang Anda kuasai/ })).getByLabelText('100–300')).toBeChecked();
  expect(screen.getByText('Skor penilaian diri: 48/100')).toBeInTheDocument();
});

test('a JLPT without level, a JFT-Basic without score and unanswered questions are refused before any call', async () => {
  api.loads(null);
  renderScreen(<JapaneseCertificateScreen />);
  await loadedForm();
  await user.click(screen.getByRole('button', { name: 'Tambah sertifikat' }));
  await enter('Jenis ujian', 'jlpt', row('Sertifikat 1'));
  await enter('Tanggal terbit / ujian', '2024-08-26', row('Sertifikat 1'));
  await enter('Nilai', '200', row('Sertifikat 1'));
  await user.click(screen.getByRole('button', { name: 'Tambah sertifikat' }));
  await enter('Jenis ujian', 'jft_basic', row('Sertifikat 2'));
  await enter('Tanggal terbit / ujian', '2024-10-01', row('Sertifikat 2'));
  await enter('Jam belajar bahasa Jepang', '300');
  await save();
  await waitFor(() => expect(within(row('Sertifikat 1')).getByLabelText('Level')).toHaveAccessibleDescription('Wajib diisi.'));
  expect(within(row('Sertifikat 1')).getByLabelText('Nilai')).toHaveAccessibleDescription(expect.stringContaining('Maksimal 180.'));
  expect(within(row('Sertifikat 2')).getByLabelText('Nilai')).toHaveAccessibleDescription(expect.stringContaining('Wajib diisi.'));
  expect(screen.getByRole('group', { name: /kanji yang Anda kuasai/ })).toHaveAccessibleDescription('Wajib diisi.');
  expect(api.posts()).toHaveLength(0);
});

test('valid certificates and answers are posted in the API shape', async () => {
  api.loads(null);
  api.saves(SAVED, 100);
  renderScreen(<JapaneseCertificateScreen />);
  await loadedForm();
  await user.click(screen.getByRole('button', { name: 'Tambah sertifikat' }));
  const jlpt = row('Sertifikat 1');
  await enter('Jenis ujian', 'jlpt', jlpt);
  await enter('Level', 'N4', jlpt);
  await enter('Nilai', '110', jlpt);
  await enter('Tanggal terbit / ujian', '2024-08-26', jlpt);
  await enter(/Nomor sertifikat/, 'N4A12345', jlpt);
  await user.click(screen.getByRole('button', { name: 'Tambah sertifikat' }));
  await enter('Jenis ujian', 'jft_basic', row('Sertifikat 2'));
  await enter('Nilai', '215', row('Sertifikat 2'));
  await enter('Tanggal terbit / ujian', '2024-10-01', row('Sertifikat 2'));
  await enter('Jam belajar bahasa Jepang', '300');
  await enter(/Tempat belajar/, 'LPK Sakura');
  await answerAll();
  await save();
  expect(await saved()).toHaveTextContent('100%');
  expect(api.posts()).toEqual([
    {
      japanese_certificates: [
        { type: 'jlpt', level: 'N4', score: 110, certificate_number: 'N4A12345', issued_on: '2024-08-26' },
        { type: 'jft_basic', score: 215, certificate_number: null, issued_on: '2024-10-01' },
      ],
      study_hours: 300,
      study_institution: 'LPK Sakura',
      answers: ANSWERS,
    },
  ]);
  expect(screen.getByText('Skor penilaian diri: 48/100')).toBeInTheDocument();
});

test("the server's 422 message lands on the certificate's date", async () => {
  api.loads(SAVED, 100);
  api.refuses({ 'japanese_certificates.1.issued_on': ['Tanggal tidak boleh melewati hari ini.'] });
  renderScreen(<JapaneseCertificateScreen />);
  await loadedForm();
  await save();
  await waitFor(() =>
    expect(within(row('Sertifikat 2')).getByLabelText('Tanggal terbit / ujian')).toHaveAccessibleDescription('Tanggal tidak boleh melewati hari ini.'),
  );
});
