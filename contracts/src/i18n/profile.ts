import { AGE_MAX, AGE_MIN } from '../rules/age';

/**
 * Profile text both tiers show (labels.profile.*): the refusals of the section rules (the
 * messages the schemas of contracts/src/http/profile carry: the API's 422 answers and the
 * profile forms). The quiz's labels are `quizLabels` (quiz.ts).
 */
export const profileLabels = {
  id: {
    labels: {
      profile: {
        nothing_to_update: 'Isi minimal satu kolom yang ingin diubah.',
        email_password_required: 'Masukkan password Anda saat ini untuk mengganti email.',
        place_format: "Hanya boleh berisi huruf, angka, spasi dan tanda baca . , ' ( ) / & -",
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
        },
        essay: {
          end_before_start: 'Tanggal selesai tidak boleh sebelum tanggal mulai.',
        },
      },
    },
  },
  en: {
    labels: {
      profile: {
        nothing_to_update: 'Fill in at least one field to change.',
        email_password_required: 'Enter your current password to change your email.',
        place_format: "May contain only letters, digits, spaces and . , ' ( ) / & -",
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
        },
        essay: {
          end_before_start: 'The end date cannot be before the start date.',
        },
      },
    },
  },
};
