import { addResources } from 'mf-shared';

/** Strings of the KTP (identity card) editor: ns 'account', keys under `ktp`. */
const id = {
  ktp: {
    title: 'Data KTP',
    intro: 'Isi data sesuai yang tertulis pada Kartu Tanda Penduduk (KTP) Anda.',
    groups: { identity: 'Identitas', address: 'Alamat sesuai KTP', other: 'Data lainnya' },
    fields: {
      nik: 'NIK',
      nik_hint: '16 angka sesuai KTP.',
      full_name: 'Nama lengkap',
      birth_place: 'Tempat lahir',
      birth_date: 'Tanggal lahir',
      sex: 'Jenis kelamin',
      address: 'Alamat',
      rt: 'RT',
      rw: 'RW',
      village: 'Kelurahan / Desa',
      district: 'Kecamatan',
      regency: 'Kabupaten / Kota',
      province: 'Provinsi',
      postal_code: 'Kode pos',
      religion: 'Agama',
      marital_status: 'Status perkawinan',
      occupation: 'Pekerjaan',
      nationality: 'Kewarganegaraan',
    },
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
    fields: {
      nik: 'NIK (identity number)',
      nik_hint: 'The 16 digits on your KTP.',
      full_name: 'Full name',
      birth_place: 'Place of birth',
      birth_date: 'Date of birth',
      sex: 'Sex',
      address: 'Address',
      rt: 'RT (neighbourhood)',
      rw: 'RW (community unit)',
      village: 'Village (kelurahan / desa)',
      district: 'District (kecamatan)',
      regency: 'Regency / city',
      province: 'Province',
      postal_code: 'Postal code',
      religion: 'Religion',
      marital_status: 'Marital status',
      occupation: 'Occupation',
      nationality: 'Nationality',
    },
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
