/**
 * The quiz's test names, questions and choices (labels.profile.quiz.*): the API answers them as
 * the quiz form's options, the quiz form and the staff console show them. Apart from the other
 * profile labels (a module of their own), so that only the screens that show them load them.
 */
export const quizLabels = {
  id: {
    labels: {
      profile: {
        quiz: {
          certificate_types: {
            jlpt: 'JLPT (Japanese-Language Proficiency Test)',
            jft_basic: 'JFT-Basic',
            nat_test: 'NAT-TEST',
            kaigo_skill: 'Ujian Keterampilan Kaigo (介護技能評価試験)',
            kaigo_japanese: 'Ujian Bahasa Jepang Kaigo (介護日本語評価試験)',
          },
          questions: {
            kana: {
              text: 'Seberapa lancar Anda membaca hiragana dan katakana?',
              choices: { none: 'Belum bisa', partial: 'Sebagian', fluent: 'Lancar' },
            },
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
        },
      },
    },
  },
  en: {
    labels: {
      profile: {
        quiz: {
          certificate_types: {
            jlpt: 'JLPT (Japanese-Language Proficiency Test)',
            jft_basic: 'JFT-Basic',
            nat_test: 'NAT-TEST',
            kaigo_skill: 'Care Skills Evaluation Test (介護技能評価試験)',
            kaigo_japanese: 'Care Japanese Language Evaluation Test (介護日本語評価試験)',
          },
          questions: {
            kana: {
              text: 'How well can you read hiragana and katakana?',
              choices: { none: 'Not yet', partial: 'Some of them', fluent: 'Fluently' },
            },
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
              text: 'Can you use polite language (keigo)?',
              choices: { no: 'Not yet', basic: 'Basic (desu/masu)', comfortable: 'Comfortable with keigo' },
            },
            care_vocabulary: {
              text: 'How much care vocabulary (meals, bathing, toileting, transfers) do you understand in Japanese?',
              choices: { none: 'None yet', some: 'Some', most: 'Most of it' },
            },
            care_records: {
              text: 'Can you write care records (kaigo kiroku) in Japanese?',
              choices: { no: 'Not yet', simple: 'Simple records', yes: 'Yes' },
            },
          },
        },
      },
    },
  },
};
