import { reportLabels } from 'contracts';
import { addResources } from 'mf-shared';

/** The operator's reports queue (namespace `account`, key `operator.reports`), and the audit log's words for report actions. */
addResources('account', reportLabels);

const id = {
  operator: {
    reports: {
      title: 'Laporan masalah',
      intro:
        'Laporan pengguna tentang LPK, dikelompokkan per LPK. Daftar ini tidak memuat pelapor atau isi laporan; membuka laporan (dan lampirannya) tercatat di log tindakan operator. LPK tidak pernah diberi tahu siapa yang melapor.',
      filter: 'Tampilkan laporan',
      all: 'Semua',
      count: '{{label}} ({{count}})',
      empty: 'Tidak ada laporan di sini.',
      lpk_counts: 'Baru {{new}} · Sedang ditinjau {{in_review}} · Selesai {{closed}}',
      lpk_suspended: 'ditangguhkan',
      sent: 'Dikirim {{date}}',
      with_attachment: 'dengan lampiran',
      from_registration: 'dari pendaftaran',
      open: 'Buka laporan #{{id}}',
      close_detail: 'Tutup laporan #{{id}}',
      loading: 'Memuat laporan…',
      reporter: 'Pelapor',
      registration: 'Pendaftaran',
      registration_value: '#{{id}} ({{status}})',
      none: '—',
      text: 'Isi laporan',
      attachment: 'Buka lampiran ({{type}}, {{size}})',
      attachment_opened: 'Lampiran dibuka (tercatat di log).',
      history: 'Riwayat',
      history_empty: 'Belum ada catatan atau perubahan status.',
      history_status: '{{actor}} mengubah status menjadi {{status}}',
      history_note: '{{actor}} menulis catatan',
      audit: 'Log akses laporan ini',
      note_label: 'Catatan internal (tidak dilihat pelapor)',
      note_submit: 'Simpan catatan',
      status_label: 'Status baru',
      status_note: 'Catatan perubahan (opsional, tidak dilihat pelapor)',
      status_submit: 'Ubah status',
      status_hint: 'Pelapor diberi tahu lewat email setiap kali status berubah.',
      suspend: 'Tangguhkan LPK ini',
      suspend_reason: 'Alasan penangguhan',
      suspend_default: 'Laporan pengguna: {{category}}',
      suspend_title: 'Tangguhkan {{name}}?',
      suspend_text:
        'LPK ini langsung keluar dari pencarian dan tidak menerima pendaftaran baru. Admin LPK diberi tahu lewat email beserta alasan Anda: “{{reason}}”. Jangan menulis nama pelapor di alasan.',
      suspend_confirm: 'Ya, tangguhkan',
      suspended_note: 'LPK ini sedang ditangguhkan. Mengaktifkannya kembali: daftar LPK di atas.',
    },
    institute_reports: 'Laporan: {{open}} terbuka dari {{total}}',
    report_ref: 'laporan #{{id}}',
    action: {
      report_viewed: 'Laporan dibuka',
      report_attachment_viewed: 'Lampiran laporan dibuka',
      report_noted: 'Catatan laporan',
      report_status_changed: 'Status laporan diubah',
    },
  },
};

type Strings = typeof id;

const en: Strings = {
  operator: {
    reports: {
      title: 'Reported problems',
      intro:
        'Users’ reports about LPKs, grouped by LPK. This list holds neither the reporter nor what they wrote; opening a report (and its attachment) is written to the operator action log. The LPK is never told who reported.',
      filter: 'Show reports',
      all: 'All',
      count: '{{label}} ({{count}})',
      empty: 'No reports here.',
      lpk_counts: 'New {{new}} · In review {{in_review}} · Closed {{closed}}',
      lpk_suspended: 'suspended',
      sent: 'Sent {{date}}',
      with_attachment: 'with an attachment',
      from_registration: 'from a registration',
      open: 'Open report #{{id}}',
      close_detail: 'Close report #{{id}}',
      loading: 'Loading the report…',
      reporter: 'Reporter',
      registration: 'Registration',
      registration_value: '#{{id}} ({{status}})',
      none: '—',
      text: 'What they wrote',
      attachment: 'Open the attachment ({{type}}, {{size}})',
      attachment_opened: 'Attachment opened (written to the log).',
      history: 'History',
      history_empty: 'No note or status change yet.',
      history_status: '{{actor}} changed the status to {{status}}',
      history_note: '{{actor}} wrote a note',
      audit: 'Who opened this report',
      note_label: 'Internal note (the reporter does not see it)',
      note_submit: 'Save the note',
      status_label: 'New status',
      status_note: 'Note on the change (optional; the reporter does not see it)',
      status_submit: 'Change the status',
      status_hint: 'The reporter is emailed each time the status changes.',
      suspend: 'Suspend this LPK',
      suspend_reason: 'Reason for the suspension',
      suspend_default: 'User report: {{category}}',
      suspend_title: 'Suspend {{name}}?',
      suspend_text:
        'It leaves search at once and takes no new registrations. The LPK’s admins are emailed with your reason: “{{reason}}”. Do not write the reporter’s name in the reason.',
      suspend_confirm: 'Yes, suspend',
      suspended_note: 'This LPK is suspended. To reinstate it: the LPK list above.',
    },
    institute_reports: 'Reports: {{open}} open of {{total}}',
    report_ref: 'report #{{id}}',
    action: {
      report_viewed: 'Report opened',
      report_attachment_viewed: 'Report attachment opened',
      report_noted: 'Report note',
      report_status_changed: 'Report status changed',
    },
  },
};

addResources('account', { id, en });
