import { addResources } from 'mf-shared';

/** Strings of the certificate check (/registration-certificate). */
const id = {
  certificate: {
    title: 'Cek sertifikat pendaftaran',
    lead: 'Masukkan kode verifikasi yang tercetak pada sertifikat PDF, atau pindai kode QR-nya, untuk memastikan sertifikat itu asli dan masih berlaku.',
    code_label: 'Kode verifikasi',
    code_hint: '16 huruf dan angka, misalnya ABCD-EFGH-JKMN-PQRS.',
    code_required: 'Masukkan kode verifikasi.',
    submit: 'Periksa',
    valid_title: 'Sertifikat asli dan berlaku',
    valid: 'Pemegang sertifikat ini terdaftar di LPK berikut.',
    compare: 'Cocokkan nomor sertifikat, nama pemegang dan LPK di bawah ini dengan sertifikat yang Anda terima.',
    revoked_title: 'Sertifikat sudah dicabut',
    revoked: 'Sertifikat ini asli, tetapi pendaftarannya sudah ditarik sehingga tidak berlaku lagi.',
    not_found_title: 'Sertifikat tidak ditemukan',
    not_found: 'Tidak ada sertifikat dengan kode ini. Periksa kembali kode verifikasi.',
    number: 'Nomor sertifikat',
    holder: 'Pemegang',
    lpk: 'LPK',
    issued: 'Tanggal terbit',
    revoked_at: 'Tanggal dicabut',
  },
};

type Strings = typeof id;

const en: Strings = {
  certificate: {
    title: 'Check a registration certificate',
    lead: 'Enter the verification code printed on the PDF certificate, or scan its QR code, to confirm it is genuine and still valid.',
    code_label: 'Verification code',
    code_hint: '16 letters and digits, e.g. ABCD-EFGH-JKMN-PQRS.',
    code_required: 'Enter the verification code.',
    submit: 'Check',
    valid_title: 'Genuine and valid certificate',
    valid: 'The holder of this certificate is registered at the LPK below.',
    compare: 'Compare the certificate number, holder and LPK below with the certificate you were given.',
    revoked_title: 'Certificate revoked',
    revoked: 'This certificate is genuine, but the registration was withdrawn, so it is no longer valid.',
    not_found_title: 'Certificate not found',
    not_found: 'There is no certificate with this code. Check the verification code again.',
    number: 'Certificate number',
    holder: 'Holder',
    lpk: 'LPK',
    issued: 'Issued on',
    revoked_at: 'Revoked on',
  },
};

addResources('public', { id, en });
