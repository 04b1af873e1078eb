import { addResources } from 'mf-shared';

/** Strings of the Japanese-certificate editor (API section `quiz`): ns 'account', keys under `japaneseCertificate`. */
const id = {
  japaneseCertificate: {
    title: 'Sertifikat bahasa Jepang',
    intro: 'Sertifikat atau hasil ujian bahasa Jepang (JLPT, JFT-Basic dan lainnya), jam belajar, dan penilaian diri.',
    certificates: 'Sertifikat dan hasil ujian',
    certificates_hint: 'Opsional, maksimal 10. Hampir semua program meminta JLPT N4 atau JFT-Basic.',
    row: 'Sertifikat {{n}}',
    add: 'Tambah sertifikat',
    passed: 'Lulus',
    not_passed: 'Belum lulus',
    fields: {
      type: 'Jenis ujian',
      level: 'Level',
      score: 'Nilai',
      score_hint_jlpt: 'Opsional, 0–180.',
      score_hint_jft: '0–250 (lulus mulai 200).',
      score_hint_kaigo: 'Opsional, dalam persen (0–100).',
      certificate_number: 'Nomor sertifikat',
      issued_on: 'Tanggal terbit / ujian',
      study_hours: 'Jam belajar bahasa Jepang',
      study_hours_hint: 'Perkiraan total jam belajar (0–10000).',
      study_institution: 'Tempat belajar',
    },
    study: 'Belajar',
    types: {
      jlpt: 'JLPT (Japanese-Language Proficiency Test)',
      jft_basic: 'JFT-Basic',
      nat_test: 'NAT-TEST',
      kaigo_skill: 'Ujian Keterampilan Kaigo',
      kaigo_japanese: 'Ujian Bahasa Jepang Kaigo',
    },
    self_assessment: 'Penilaian diri',
    self_assessment_hint: 'Jawab semua pertanyaan dengan jujur.',
    self_assessment_score: 'Skor penilaian diri: {{score}}/100',
    questions: {
      kana: { text: 'Seberapa lancar Anda membaca hiragana dan katakana?', choices: { none: 'Belum bisa', partial: 'Sebagian', fluent: 'Lancar' } },
      kanji: {
        text: 'Berapa banyak kanji yang Anda kuasai?',
        choices: { none: 'Belum ada', lt_100: 'Kurang dari 100', '100_300': '100–300', '300_1000': '300–1000', gt_1000: 'Lebih dari 1000' },
      },
      self_introduction: {
        text: 'Bisakah Anda memperkenalkan diri (jikoshoukai) dalam bahasa Jepang?',
        choices: { no: 'Belum bisa', with_notes: 'Bisa dengan catatan', yes: 'Bisa tanpa catatan' },
      },
      conversation: {
        text: 'Seberapa baik percakapan bahasa Jepang Anda?',
        choices: { none: 'Belum bisa', basic: 'Salam dan kalimat sederhana', everyday: 'Percakapan sehari-hari', fluent: 'Lancar' },
      },
      listening: {
        text: 'Seberapa baik Anda memahami bahasa Jepang lisan?',
        choices: { none: 'Belum paham', slow: 'Paham jika diucapkan pelan dan sederhana', normal: 'Paham pada kecepatan normal' },
      },
      keigo: {
        text: 'Bisakah Anda menggunakan bahasa sopan (keigo)?',
        choices: { no: 'Belum bisa', basic: 'Dasar (desu/masu)', comfortable: 'Terbiasa menggunakan keigo' },
      },
      care_vocabulary: {
        text: 'Seberapa banyak kosakata perawatan (makan, mandi, buang air, mobilisasi) yang Anda pahami dalam bahasa Jepang?',
        choices: { none: 'Belum ada', some: 'Sebagian', most: 'Sebagian besar' },
      },
      care_records: {
        text: 'Bisakah Anda menulis catatan perawatan (kaigo kiroku) dalam bahasa Jepang?',
        choices: { no: 'Belum bisa', simple: 'Catatan sederhana', yes: 'Bisa' },
      },
    },
    errors: { certificate_number_format: 'Nomor sertifikat hanya boleh berisi huruf, angka, spasi, / dan -.' },
  },
};

const en: typeof id = {
  japaneseCertificate: {
    title: 'Japanese-language certificate',
    intro: 'Your Japanese certificates or test results (JLPT, JFT-Basic and others), study hours and a self-assessment.',
    certificates: 'Certificates and test results',
    certificates_hint: 'Optional, at most 10. Almost every programme asks for JLPT N4 or JFT-Basic.',
    row: 'Certificate {{n}}',
    add: 'Add a certificate',
    passed: 'Passed',
    not_passed: 'Not passed',
    fields: {
      type: 'Test',
      level: 'Level',
      score: 'Score',
      score_hint_jlpt: 'Optional, 0–180.',
      score_hint_jft: '0–250 (pass from 200).',
      score_hint_kaigo: 'Optional, in percent (0–100).',
      certificate_number: 'Certificate number',
      issued_on: 'Date issued / taken',
      study_hours: 'Hours of Japanese study',
      study_hours_hint: 'Approximate total hours of study (0–10000).',
      study_institution: 'Where you studied',
    },
    study: 'Study',
    types: {
      jlpt: 'JLPT (Japanese-Language Proficiency Test)',
      jft_basic: 'JFT-Basic',
      nat_test: 'NAT-TEST',
      kaigo_skill: 'Care Skills Evaluation Test (kaigo)',
      kaigo_japanese: 'Care Japanese Language Evaluation Test',
    },
    self_assessment: 'Self-assessment',
    self_assessment_hint: 'Answer every question honestly.',
    self_assessment_score: 'Self-assessment score: {{score}}/100',
    questions: {
      kana: { text: 'How well do you read hiragana and katakana?', choices: { none: 'Not yet', partial: 'Partly', fluent: 'Fluently' } },
      kanji: {
        text: 'How many kanji do you know?',
        choices: { none: 'None yet', lt_100: 'Fewer than 100', '100_300': '100–300', '300_1000': '300–1000', gt_1000: 'More than 1000' },
      },
      self_introduction: {
        text: 'Can you introduce yourself (jikoshoukai) in Japanese?',
        choices: { no: 'Not yet', with_notes: 'With notes', yes: 'Without notes' },
      },
      conversation: {
        text: 'How good is your spoken Japanese?',
        choices: { none: 'Not yet', basic: 'Greetings and simple sentences', everyday: 'Everyday conversation', fluent: 'Fluent' },
      },
      listening: {
        text: 'How well do you understand spoken Japanese?',
        choices: { none: 'Not yet', slow: 'When spoken slowly and simply', normal: 'At normal speed' },
      },
      keigo: {
        text: 'Can you use polite Japanese (keigo)?',
        choices: { no: 'Not yet', basic: 'Basic (desu/masu)', comfortable: 'Comfortable with keigo' },
      },
      care_vocabulary: {
        text: 'How much Japanese care vocabulary (meals, bathing, toileting, mobility) do you understand?',
        choices: { none: 'None yet', some: 'Some', most: 'Most' },
      },
      care_records: {
        text: 'Can you write care records (kaigo kiroku) in Japanese?',
        choices: { no: 'Not yet', simple: 'Simple records', yes: 'Yes' },
      },
    },
    errors: { certificate_number_format: 'A certificate number may contain only letters, digits, spaces, / and -.' },
  },
};

addResources('account', { id, en });
