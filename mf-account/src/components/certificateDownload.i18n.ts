import { addResources } from 'mf-shared';

/** Strings of the certificate download (CertificateDownload.tsx), namespace `account`. */
addResources('account', {
  id: {
    certificate_pdf: {
      title: 'Sertifikat pendaftaran',
      number: 'Nomor {{number}}',
      download: 'Unduh sertifikat (PDF)',
      preparing: 'Menyiapkan sertifikat…',
      saved: 'Sertifikat tersimpan sebagai {{file}}.',
      later: 'Sertifikat PDF dapat diunduh setelah pendaftaran berstatus Disetujui.',
      verify: 'Periksa keaslian',
    },
  },
  en: {
    certificate_pdf: {
      title: 'Registration certificate',
      number: 'Number {{number}}',
      download: 'Download certificate (PDF)',
      preparing: 'Preparing the certificate…',
      saved: 'The certificate was saved as {{file}}.',
      later: 'The PDF certificate can be downloaded once the registration is approved.',
      verify: 'Check that it is genuine',
    },
  },
});
