/**
 * LPK admin text both tiers show (labels.institution.*): the refusals of the listing's own rules,
 * the messages the schemas of contracts/src/http/institution.ts carry. The API words its 422
 * answers with them, and the LPK admin forms (mf-account's screens/institution) show the same
 * words when they check a listing before sending it. The API's other LPK admin messages (its
 * answers, the vacancy rules it checks against the database) stay in api/src/modules/institution.
 */
export const institutionLabels = {
  id: {
    labels: {
      institution: {
        programs_required: 'Pilih minimal satu program.',
        fees_required: 'Isi minimal satu komponen biaya.',
        fees_total: 'Total biaya harus lebih dari nol.',
        duplicate: 'Ada isian yang sama dua kali.',
        dormitory_mismatch: 'Isi data asrama jika ada asrama, kosongkan jika tidak ada.',
        hours_order: 'Jam tutup harus setelah jam buka.',
        time_format: 'Gunakan format jam JJ:MM, misalnya 08:00.',
        website_format: 'Alamat situs harus diawali http:// atau https://.',
        fee_label_required: 'Tulis nama biaya lain ini.',
        fee_label_other_only: 'Hanya "biaya lain" yang diberi nama sendiri.',
        // A fee item the rules forbid (rules/listing.ts forbiddenFeeItems, reference/trust-rules.ts).
        fee_forbidden: {
          deposit:
            '"{{label}}" tidak boleh dicantumkan: uang jaminan atau deposit dilarang. Undang-undang magang teknis Jepang (Pasal 47) dan syarat masuk Specified Skilled Worker melarang uang jaminan dan perjanjian denda.',
          thank_you_money:
            '"{{label}}" tidak boleh dicantumkan: "uang terima kasih" agar ditempatkan adalah pungutan di luar biaya yang sah. UU 18/2017 Pasal 30: pekerja migran tidak dapat dibebani biaya penempatan.',
          penalty:
            '"{{label}}" tidak boleh dicantumkan: denda atau ganti rugi karena berhenti dilarang. Undang-undang magang teknis Jepang (Pasal 47) dan syarat masuk Specified Skilled Worker melarang perjanjian denda.',
        },
        // What a listing still lacks before it may be published (rules/listing.ts, listingGaps).
        missing: {
          description_id: 'Tulis deskripsi dalam bahasa Indonesia (minimal 20 karakter).',
          description_en: 'Tulis deskripsi dalam bahasa Inggris (minimal 20 karakter).',
          programs: 'Pilih minimal satu program.',
          fees: 'Isi biaya pelatihan; totalnya harus lebih dari nol.',
          training_months: 'Isi lama pelatihan (bulan).',
          phone: 'Isi nomor telepon kontak.',
          whatsapp: 'Isi nomor WhatsApp kontak.',
          email: 'Isi e-mail kontak.',
        },
      },
    },
  },
  en: {
    labels: {
      institution: {
        programs_required: 'Choose at least one program.',
        fees_required: 'Enter at least one fee item.',
        fees_total: 'The total fee must be above zero.',
        duplicate: 'The same entry appears twice.',
        dormitory_mismatch: 'Fill in the dormitory details when there is a dormitory, and leave them empty when there is none.',
        hours_order: 'The closing time must be after the opening time.',
        time_format: 'Use the time format HH:MM, for example 08:00.',
        website_format: 'The website address must start with http:// or https://.',
        fee_label_required: 'Name this other fee.',
        fee_label_other_only: 'Only "other fee" takes a name of its own.',
        fee_forbidden: {
          deposit:
            '"{{label}}" may not be listed: a deposit or guarantee money is forbidden. The Japanese technical intern training law (Article 47) and the Specified Skilled Worker landing criteria forbid deposits and penalty contracts.',
          thank_you_money:
            '"{{label}}" may not be listed: "thank-you money" for being placed is a charge outside the lawful fees. Law 18/2017 Article 30: migrant workers cannot be charged placement costs.',
          penalty:
            '"{{label}}" may not be listed: a penalty or damages for leaving is forbidden. The Japanese technical intern training law (Article 47) and the Specified Skilled Worker landing criteria forbid penalty contracts.',
        },
        missing: {
          description_id: 'Write the description in Indonesian (at least 20 characters).',
          description_en: 'Write the description in English (at least 20 characters).',
          programs: 'Choose at least one program.',
          fees: 'Enter the training fees; their total must be above zero.',
          training_months: 'Enter the training length (months).',
          phone: 'Enter a contact phone number.',
          whatsapp: 'Enter a contact WhatsApp number.',
          email: 'Enter a contact e-mail address.',
        },
      },
    },
  },
};
