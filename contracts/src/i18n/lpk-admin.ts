/**
 * LPK admin text both tiers show (labels.lpk_admin.*): the refusals of the listing's own rules,
 * the messages the schemas of contracts/src/http/lpk-admin.ts carry. The API words its 422
 * answers with them, and the LPK admin forms (mf-account's screens/institution) show the same
 * words when they check a listing before sending it. The API's other LPK admin messages (its
 * answers, the vacancy rules it checks against the database) stay in api/src/modules/lpk-admin.
 */
export const lpkAdminLabels = {
  id: {
    labels: {
      lpk_admin: {
        programs_required: 'Pilih minimal satu program.',
        fees_required: 'Isi minimal satu komponen biaya.',
        fees_total: 'Total biaya harus lebih dari nol.',
        duplicate: 'Ada isian yang sama dua kali.',
        dormitory_mismatch: 'Isi data asrama jika ada asrama, kosongkan jika tidak ada.',
        hours_order: 'Jam tutup harus setelah jam buka.',
        time_format: 'Gunakan format jam JJ:MM, misalnya 08:00.',
        website_format: 'Alamat situs harus diawali http:// atau https://.',
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
      lpk_admin: {
        programs_required: 'Choose at least one program.',
        fees_required: 'Enter at least one fee item.',
        fees_total: 'The total fee must be above zero.',
        duplicate: 'The same entry appears twice.',
        dormitory_mismatch: 'Fill in the dormitory details when there is a dormitory, and leave them empty when there is none.',
        hours_order: 'The closing time must be after the opening time.',
        time_format: 'Use the time format HH:MM, for example 08:00.',
        website_format: 'The website address must start with http:// or https://.',
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
