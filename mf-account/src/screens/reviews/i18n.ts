import { reviewLabels, validationMessages } from 'contracts';
import { addResources } from 'mf-shared';

/** Verified alumni reviews in the account area: the caregiver's form, the LPK's list and reply, the operator's moderation. */
addResources('account', reviewLabels);
addResources('account', validationMessages);

const id = {
  reviews: {
    panel_title: 'Ulasan Anda tentang {{lpk}}',
    not_yet:
      'Anda dapat menulis ulasan tentang LPK ini setelah pendaftaran Anda berstatus Disetujui, atau setelah Terdaftar di LPK sedikitnya 90 hari. Hanya alumni yang dapat mengulas LPK.',
    invite: 'Anda alumni LPK ini. Ceritakan pengalaman Anda agar calon peserta lain dapat menilai LPK ini dengan jujur.',
    write: 'Tulis ulasan',
    edit: 'Ubah ulasan',
    cancel: 'Batal',
    loading: 'Memuat ulasan Anda…',
    rating_legend: '{{aspect}}',
    stars_one: '{{count}} bintang',
    stars_other: '{{count}} bintang',
    dormitory_none: 'Tidak menilai (tidak tinggal di asrama)',
    body: 'Ulasan Anda',
    body_hint:
      '30 sampai 2.000 karakter, dalam bahasa Indonesia atau Inggris. Ceritakan pengalaman Anda sendiri; jangan cantumkan tautan, nomor telepon, email, atau data pribadi orang lain.',
    count: '{{count}} / 2.000 karakter',
    submit_new: 'Kirim ulasan',
    submit_edit: 'Simpan ulasan',
    sending: 'Mengirim…',
    fix_errors: 'Periksa isian yang ditandai.',
    state: 'Status: {{state}}',
    hidden_reason: 'Operator menyembunyikan ulasan ini. Alasan: {{reason}}',
    resubmitted_note: 'Ulasan yang sudah Anda ubah menunggu pemeriksaan operator sebelum tampil lagi.',
    editable_until: 'Dapat diubah sampai {{date}}.',
    edit_over: 'Masa ubah ulasan ini sudah berakhir.',
    your_ratings: 'Penilaian Anda',
    out_of: '{{value}} dari 5',
    reply: 'Balasan {{lpk}}',
    // The LPK's area.
    lpk_title: 'Ulasan alumni',
    lpk_intro:
      'Ulasan dari alumni terverifikasi LPK Anda, terbaru lebih dulu. Admin LPK dapat memberi satu balasan publik untuk setiap ulasan; balasan ditandatangani atas nama LPK.',
    lpk_none: 'Belum ada ulasan alumni untuk LPK Anda.',
    reply_label: 'Balasan untuk ulasan {{author}}',
    reply_hint: 'Satu balasan per ulasan, tampil di halaman publik LPK atas nama LPK. Tidak dapat diubah setelah dikirim.',
    reply_send: 'Kirim balasan',
    reply_frozen: 'LPK Anda sedang ditangguhkan sehingga tidak dapat membalas ulasan.',
    reply_staff: 'Hanya admin LPK yang dapat membalas ulasan.',
    // The operator.
    op_title: 'Moderasi ulasan',
    op_intro:
      'Sembunyikan ulasan yang melanggar aturan (data pribadi orang lain, hinaan, promosi) dengan alasan. Penulis diberi tahu lewat email dan dapat mengubah lalu mengajukan ulang; ulasan yang diajukan ulang tampil lagi hanya setelah Anda menampilkannya kembali.',
    op_filter: 'Tampilkan',
    op_all: 'Semua ulasan',
    op_none: 'Tidak ada ulasan di sini.',
    op_lpk: 'Tentang {{lpk}}',
    hide: 'Sembunyikan',
    restore: 'Tampilkan kembali',
    hide_title: 'Sembunyikan ulasan {{author}}?',
    restore_title: 'Tampilkan kembali ulasan {{author}}?',
    hide_text: 'Ulasan tidak lagi tampil di halaman LPK. Penulis menerima email dengan alasan Anda dan dapat mengubah ulasan dalam 30 hari.',
    restore_text: 'Ulasan tampil lagi di halaman LPK. Penulis menerima email dengan alasan Anda.',
    reason: 'Alasan (dikirim ke penulis)',
  },
};

type Strings = typeof id;

const en: Strings = {
  reviews: {
    panel_title: 'Your review of {{lpk}}',
    not_yet:
      'You can review this LPK once your registration reaches Approved, or after you have been Registered at the LPK for at least 90 days. Only alumni can review an LPK.',
    invite: 'You are alumni of this LPK. Share your experience so other applicants can judge it honestly.',
    write: 'Write a review',
    edit: 'Edit review',
    cancel: 'Cancel',
    loading: 'Loading your review…',
    rating_legend: '{{aspect}}',
    stars_one: '{{count}} star',
    stars_other: '{{count}} stars',
    dormitory_none: 'No rating (I did not stay in the dormitory)',
    body: 'Your review',
    body_hint:
      '30 to 2,000 characters, in Indonesian or English. Tell your own experience; no links, phone numbers, e-mail addresses or other people’s personal data.',
    count: '{{count}} / 2,000 characters',
    submit_new: 'Send review',
    submit_edit: 'Save review',
    sending: 'Sending…',
    fix_errors: 'Check the marked fields.',
    state: 'Status: {{state}}',
    hidden_reason: 'The operator hid this review. Reason: {{reason}}',
    resubmitted_note: 'Your edited review waits for the operator’s check before it shows again.',
    editable_until: 'You can edit it until {{date}}.',
    edit_over: 'The editing period of this review is over.',
    your_ratings: 'Your ratings',
    out_of: '{{value}} out of 5',
    reply: 'Reply from {{lpk}}',
    lpk_title: 'Alumni reviews',
    lpk_intro: 'Reviews by verified alumni of your LPK, newest first. The LPK admin can post one public reply to each review; replies are signed by the LPK.',
    lpk_none: 'No alumni reviews of your LPK yet.',
    reply_label: 'Reply to the review by {{author}}',
    reply_hint: 'One reply per review, shown on the LPK’s public page in the LPK’s name. It cannot be changed once sent.',
    reply_send: 'Send reply',
    reply_frozen: 'Your LPK is suspended, so it cannot reply to reviews.',
    reply_staff: 'Only the LPK admin can reply to reviews.',
    op_title: 'Review moderation',
    op_intro:
      'Hide a review that breaks the rules (other people’s personal data, insults, advertising) with a reason. The author is told by e-mail and may edit and ask again; a resubmitted review shows again only once you restore it.',
    op_filter: 'Show',
    op_all: 'All reviews',
    op_none: 'No reviews here.',
    op_lpk: 'About {{lpk}}',
    hide: 'Hide',
    restore: 'Show again',
    hide_title: 'Hide the review by {{author}}?',
    restore_title: 'Show the review by {{author}} again?',
    hide_text: 'The review no longer shows on the LPK’s page. Its author gets an e-mail with your reason and can edit the review within 30 days.',
    restore_text: 'The review shows on the LPK’s page again. Its author gets an e-mail with your reason.',
    reason: 'Reason (sent to the author)',
  },
};

addResources('account', { id, en });

/** The operator audit log's words for the review actions (the console's table names each action and its subject). */
addResources('account', {
  id: { operator: { action: { review_hidden: 'Ulasan disembunyikan', review_restored: 'Ulasan ditampilkan kembali' }, review_ref: 'ulasan #{{id}}' } },
  en: { operator: { action: { review_hidden: 'Review hidden', review_restored: 'Review shown again' }, review_ref: 'review #{{id}}' } },
});
