import { reportLabels, validationMessages } from 'contracts';
import { addResources } from 'mf-shared';

/** What the API words its answers with too: the categories and statuses of reports, the validation vocabulary. */
addResources('account', reportLabels);
addResources('account', validationMessages);

/** The report page (/admin/report) and the reporter's list on the dashboard (namespace `account`, key `report`). */
const id = {
  report: {
    title: 'Laporkan masalah',
    intro:
      'Ceritakan apa yang terjadi. Laporan Anda dibaca oleh operator platform; LPK tidak diberi tahu siapa yang melapor. Statusnya tampil di dasbor Anda dan Anda diberi tahu lewat email setiap kali berubah.',
    about: 'Tentang',
    from_registration: 'Dilaporkan dari pendaftaran Anda di LPK ini.',
    lpk_loading: 'Memuat LPK…',
    lpk_fallback: 'LPK #{{id}}',
    no_lpk: 'Pilih LPK yang ingin Anda laporkan dari halaman LPK tersebut atau dari pendaftaran Anda.',
    find_lpk: 'Cari LPK',
    my_registrations: 'Pendaftaran saya',
    category: 'Apa masalahnya?',
    text: 'Ceritakan yang terjadi',
    text_hint: 'Minimal {{min}} karakter: kapan, siapa (jabatan, bukan nama pribadi orang lain bila tidak perlu), berapa biayanya, apa yang dijanjikan.',
    attachment: 'Lampiran (opsional)',
    attachment_hint:
      'Satu gambar (JPEG, PNG, WebP) atau PDF, maksimal {{max}} MB: kuitansi, tangkapan layar pesan, iklan lowongan. Hanya operator yang dapat membukanya.',
    attachment_chosen: 'Dipilih: {{name}} ({{size}})',
    attachment_remove: 'Hapus lampiran',
    submit: 'Kirim laporan',
    submitting: 'Mengirim…',
    sent_title: 'Laporan terkirim',
    see_dashboard: 'Lihat status di dasbor',
    back_to_lpk: 'Kembali ke halaman LPK',
    errors: {
      category: 'Pilih jenis masalah.',
      text_required: 'Ceritakan masalahnya.',
      attachment_type: 'Lampiran harus berupa gambar (JPEG, PNG atau WebP) atau PDF.',
      attachment_size: 'Ukuran lampiran maksimal {{max}} MB.',
      attachment_empty: 'Berkas kosong.',
    },
    channels: {
      title: 'Saluran resmi',
      intro:
        'Anda juga dapat melapor langsung ke instansi pemerintah. Laporan ke platform ini tidak menggantikan laporan resmi, terutama jika paspor atau dokumen Anda ditahan atau Anda diminta membayar biaya penempatan.',
      phone: 'Telepon: {{phone}}',
      phone_abroad: 'dari luar negeri: {{phone}}',
      site: 'Situs resmi',
      source: 'Sumber: {{publisher}}, diperiksa {{date}}',
    },
    mine: {
      title: 'Laporan saya',
      intro: 'Laporan masalah yang Anda kirim tentang LPK. LPK tidak diberi tahu siapa yang melapor.',
      empty: 'Anda belum mengirim laporan.',
      sent: 'Dikirim {{date}}',
      changed: 'Status diubah {{date}}',
      status: 'Status',
    },
  },
};

type Strings = typeof id;

const en: Strings = {
  report: {
    title: 'Report a problem',
    intro:
      'Tell us what happened. Your report is read by the platform operator; the LPK is not told who reported. Its status shows on your dashboard and you are emailed each time it changes.',
    about: 'About',
    from_registration: 'Reported from your registration at this LPK.',
    lpk_loading: 'Loading the LPK…',
    lpk_fallback: 'LPK #{{id}}',
    no_lpk: 'Choose the LPK you want to report from its page or from your registration.',
    find_lpk: 'Find an LPK',
    my_registrations: 'My registrations',
    category: 'What is the problem?',
    text: 'Describe what happened',
    text_hint: 'At least {{min}} characters: when, who (their role; no other person’s name unless needed), how much was asked, what was promised.',
    attachment: 'Attachment (optional)',
    attachment_hint:
      'One image (JPEG, PNG, WebP) or PDF, at most {{max}} MB: a receipt, a screenshot of a message, a job advert. Only the operator can open it.',
    attachment_chosen: 'Chosen: {{name}} ({{size}})',
    attachment_remove: 'Remove the attachment',
    submit: 'Send the report',
    submitting: 'Sending…',
    sent_title: 'Report sent',
    see_dashboard: 'See its status on the dashboard',
    back_to_lpk: 'Back to the LPK’s page',
    errors: {
      category: 'Choose what the problem is.',
      text_required: 'Describe the problem.',
      attachment_type: 'The attachment must be an image (JPEG, PNG or WebP) or a PDF.',
      attachment_size: 'The attachment may be at most {{max}} MB.',
      attachment_empty: 'The file is empty.',
    },
    channels: {
      title: 'Official channels',
      intro:
        'You can also report directly to the government. A report to this platform does not replace an official one, above all if your passport or documents are held or you are asked to pay placement fees.',
      phone: 'Phone: {{phone}}',
      phone_abroad: 'from abroad: {{phone}}',
      site: 'Official site',
      source: 'Source: {{publisher}}, checked {{date}}',
    },
    mine: {
      title: 'My reports',
      intro: 'The problems you reported about LPKs. The LPK is not told who reported.',
      empty: 'You have not sent a report.',
      sent: 'Sent {{date}}',
      changed: 'Status changed {{date}}',
      status: 'Status',
    },
  },
};

addResources('account', { id, en });
