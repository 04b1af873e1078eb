import { addResources } from 'mf-shared';

/**
 * Strings of the KTP (identity card) editor: ns 'account', keys under `ktp`. The fields' names are
 * the contracts' (labels.profile.fields.ktp.*, shared/i18n.ts), as the staff console shows them;
 * here only what the editor adds, and the names of the coded values (the staff console's too).
 */
const id = {
  ktp: {
    title: 'Data KTP',
    intro: 'Isi data sesuai yang tertulis pada Kartu Tanda Penduduk (KTP) Anda.',
    groups: { identity: 'Identitas', address: 'Alamat sesuai KTP', other: 'Data lainnya' },
    nik_hint: '16 angka sesuai KTP.',
    sex: { male: 'Laki-laki', female: 'Perempuan' },
    religion: {
      islam: 'Islam',
      protestant: 'Kristen Protestan',
      catholic: 'Katolik',
      hindu: 'Hindu',
      buddhist: 'Buddha',
      confucian: 'Konghucu',
      other: 'Kepercayaan / lainnya',
    },
    marital_status: { single: 'Belum kawin', married: 'Kawin', divorced: 'Cerai hidup', widowed: 'Cerai mati' },
    nationality: { WNI: 'WNI (Warga Negara Indonesia)', WNA: 'WNA (Warga Negara Asing)' },
  },
};

const en: typeof id = {
  ktp: {
    title: 'ID card (KTP)',
    intro: 'Fill in the data exactly as printed on your Indonesian identity card (KTP).',
    groups: { identity: 'Identity', address: 'Address on the card', other: 'Other details' },
    nik_hint: 'The 16 digits on your KTP.',
    sex: { male: 'Male', female: 'Female' },
    religion: {
      islam: 'Islam',
      protestant: 'Protestant Christian',
      catholic: 'Catholic',
      hindu: 'Hindu',
      buddhist: 'Buddhist',
      confucian: 'Confucian',
      other: 'Other belief',
    },
    marital_status: { single: 'Single', married: 'Married', divorced: 'Divorced', widowed: 'Widowed' },
    nationality: { WNI: 'WNI (Indonesian citizen)', WNA: 'WNA (foreign citizen)' },
  },
};

addResources('account', { id, en });
