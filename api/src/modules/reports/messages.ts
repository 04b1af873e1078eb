import type { Messages } from '../../i18n/types';

/** The answers of reports of abuse (modules/reports): the reporter's and the operator's. */
export const reportMessages: Messages = {
  id: {
    reports: {
      created: 'Laporan terkirim. Operator akan meninjaunya; LPK tidak diberi tahu siapa yang melapor. Statusnya tampil di dasbor Anda.',
      submit_failed: 'Laporan belum dapat dikirim. Periksa kembali isian Anda.',
      mine: 'Laporan Anda.',
      lpk_not_found: 'LPK tidak ditemukan.',
      registration_not_yours: 'Pendaftaran ini bukan milik Anda di LPK tersebut.',
      already_open: 'Anda sudah melaporkan masalah ini tentang LPK tersebut, dan laporannya masih ditinjau. Statusnya tampil di dasbor Anda.',
      attachment_type: 'Lampiran harus berupa gambar (JPEG, PNG atau WebP) atau PDF.',
      attachment_pdf_corrupt: 'Berkas PDF rusak atau tidak lengkap.',
      not_found: 'Laporan tidak ditemukan.',
      no_attachment: 'Laporan ini tidak memiliki lampiran.',
      queue: 'Antrean laporan.',
      found: 'Laporan.',
      status_changed: 'Status laporan diubah. Pelapor diberi tahu melalui email.',
      same_status: 'Laporan ini sudah berstatus demikian; tidak ada yang diubah.',
      reopen_duplicate:
        'Pelapor sudah punya laporan lain yang masih terbuka tentang masalah yang sama di LPK ini; tinjau laporan itu. Laporan ini tetap ditutup.',
      noted: 'Catatan disimpan.',
    },
  },
  en: {
    reports: {
      created: 'Report sent. The operator will review it; the LPK is not told who reported. Its status shows on your dashboard.',
      submit_failed: 'The report could not be sent yet. Please check your entries.',
      mine: 'Your reports.',
      lpk_not_found: 'LPK not found.',
      registration_not_yours: 'This registration is not yours at that LPK.',
      already_open: 'You have already reported this problem about that LPK, and the report is still being reviewed. Its status shows on your dashboard.',
      attachment_type: 'The attachment must be an image (JPEG, PNG or WebP) or a PDF.',
      attachment_pdf_corrupt: 'The PDF file is damaged or incomplete.',
      not_found: 'Report not found.',
      no_attachment: 'This report has no attachment.',
      queue: 'Reports queue.',
      found: 'Report.',
      status_changed: 'Report status changed. The reporter is told by email.',
      same_status: 'This report already has that status; nothing was changed.',
      reopen_duplicate: 'The reporter has another open report of the same problem about this LPK; review that one. This report stays closed.',
      noted: 'Note saved.',
    },
  },
};
