import type { Messages } from '../../i18n/types';
import { AGE_MAX, AGE_MIN } from './sections/ktp';

export const profileMessages: Messages = {
  id: {
    profile: {
      updated: 'Profil berhasil diperbarui.',
      section_saved: 'Data berhasil disimpan.',
      avatar_updated: 'Foto profil berhasil diperbarui.',
      nothing_to_update: 'Isi minimal satu kolom yang ingin diubah.',
      email_password_required: 'Masukkan password Anda saat ini untuk mengganti email.',
      place_format: 'Hanya boleh berisi huruf, angka, spasi dan tanda baca . , \' ( ) / & -',
      date_future: 'Tanggal tidak boleh melewati hari ini.',
      date_too_old: 'Tanggal terlalu jauh di masa lalu.',
      year_future: 'Tahun tidak boleh melewati tahun ini.',
      year_too_late: 'Tahun tidak boleh melewati tahun depan.',
      country_code: 'Gunakan kode negara 2 huruf (misalnya ID, JP, MY).',
      ktp: {
        nik_format: 'NIK harus terdiri dari 16 angka.',
        nik_region: 'Kode wilayah pada NIK (6 angka pertama) tidak valid.',
        nik_birth_date: 'Tanggal lahir pada NIK (angka ke-7 sampai ke-12) tidak sesuai dengan tanggal lahir dan jenis kelamin.',
        nik_serial: 'Nomor urut pada NIK (4 angka terakhir) tidak valid.',
        age_range: `Usia harus antara ${AGE_MIN} dan ${AGE_MAX} tahun.`,
        province_unknown: 'Provinsi tidak dikenal. Pilih salah satu dari 38 provinsi di Indonesia.',
        rt_rw_format: 'RT/RW harus berupa 1 sampai 3 angka.',
        postal_code_format: 'Kode pos harus terdiri dari 5 angka.',
      },
      education: {
        end_before_start: 'Tahun selesai tidak boleh sebelum tahun mulai.',
        graduated_future: 'Belum bisa lulus jika tahun selesai belum tiba.',
      },
      family: {
        relation_once: 'Ayah, ibu dan pasangan masing-masing hanya boleh diisi satu kali.',
      },
      additional_info: {
        passport_number_format: 'Nomor paspor tidak valid (contoh: C1234567).',
        passport_expiry_range: 'Tanggal berlaku paspor paling lama 10 tahun dari hari ini.',
        licences_unique: 'Setiap jenis SIM cukup dipilih satu kali.',
      },
      quiz: {
        certificate_number_format: 'Nomor sertifikat hanya boleh berisi huruf, angka, spasi, / dan -.',
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
      essay: {
        end_before_start: 'Tanggal selesai tidak boleh sebelum tanggal mulai.',
      },
    },
  },
  en: {
    profile: {
      updated: 'Profile updated.',
      section_saved: 'Saved.',
      avatar_updated: 'Profile photo updated.',
      nothing_to_update: 'Fill in at least one field to change.',
      email_password_required: 'Enter your current password to change your email.',
      place_format: 'May contain only letters, digits, spaces and . , \' ( ) / & -',
      date_future: 'The date cannot be later than today.',
      date_too_old: 'The date is too far in the past.',
      year_future: 'The year cannot be later than this year.',
      year_too_late: 'The year cannot be later than next year.',
      country_code: 'Use a two-letter country code (e.g. ID, JP, MY).',
      ktp: {
        nik_format: 'The NIK must be 16 digits.',
        nik_region: 'The region code in the NIK (first 6 digits) is not valid.',
        nik_birth_date: 'The birth date in the NIK (digits 7 to 12) does not match the birth date and sex.',
        nik_serial: 'The serial number in the NIK (last 4 digits) is not valid.',
        age_range: `Age must be between ${AGE_MIN} and ${AGE_MAX} years.`,
        province_unknown: 'Unknown province. Choose one of the 38 provinces of Indonesia.',
        rt_rw_format: 'RT/RW must be 1 to 3 digits.',
        postal_code_format: 'The postal code must be 5 digits.',
      },
      education: {
        end_before_start: 'The end year cannot be before the start year.',
        graduated_future: 'You cannot have graduated before the end year.',
      },
      family: {
        relation_once: 'Father, mother and spouse can each be listed only once.',
      },
      additional_info: {
        passport_number_format: 'Invalid passport number (example: C1234567).',
        passport_expiry_range: 'A passport expiry date is at most 10 years from today.',
        licences_unique: 'Choose each driving licence class only once.',
      },
      quiz: {
        certificate_number_format: 'A certificate number may contain only letters, digits, spaces, / and -.',
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
      essay: {
        end_before_start: 'The end date cannot be before the start date.',
      },
    },
  },
};
