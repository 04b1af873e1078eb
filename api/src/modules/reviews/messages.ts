import type { Messages } from '../../i18n/types';

/**
 * The reviews module's answers and refusals (the schemas' own refusals, shared with the review
 * form, are `labels.reviews.*` in contracts/src/i18n/reviews.ts).
 */
export const reviewMessages: Messages = {
  id: {
    reviews: {
      list: 'Ulasan alumni.',
      own: 'Ulasan Anda.',
      created: 'Ulasan Anda sudah tampil di halaman LPK. Terima kasih telah berbagi pengalaman.',
      saved: 'Ulasan Anda disimpan.',
      resubmitted: 'Ulasan Anda disimpan dan dikirim ulang ke operator. Ulasan akan tampil lagi setelah operator memeriksanya.',
      replied: 'Balasan LPK sudah tampil di bawah ulasan.',
      institution_list: 'Ulasan tentang LPK Anda.',
      operator_list: 'Ulasan untuk dimoderasi.',
      hidden: 'Ulasan disembunyikan. Penulis diberi tahu lewat email beserta alasannya.',
      restored: 'Ulasan ditampilkan kembali. Penulis diberi tahu lewat email.',
      caregivers_only: 'Hanya calon caregiver yang dapat menulis ulasan LPK.',
      lpk_unknown: 'LPK tidak ditemukan.',
      not_eligible:
        'Hanya alumni yang dapat mengulas LPK ini: pendaftaran Anda di LPK ini harus sudah berstatus Disetujui, atau sudah Terdaftar di LPK sedikitnya 90 hari.',
      already_reviewed: 'Anda sudah menulis ulasan untuk LPK ini. Anda dapat mengubah ulasan tersebut selama masa ubah masih berlaku.',
      not_found: 'Ulasan tidak ditemukan.',
      edit_window_over: 'Masa ubah ulasan ini (30 hari) sudah berakhir, sehingga ulasan tidak dapat diubah lagi.',
      no_dormitory: 'LPK ini tidak memiliki asrama, jadi asrama tidak dapat dinilai.',
      reply_exists: 'LPK Anda sudah membalas ulasan ini. Setiap ulasan hanya dapat dibalas satu kali.',
      reply_not_visible: 'Ulasan ini sedang disembunyikan oleh operator dan tidak dapat dibalas.',
      already_hidden: 'Ulasan ini sudah disembunyikan.',
      not_hidden: 'Ulasan ini sedang tampil.',
    },
  },
  en: {
    reviews: {
      list: 'Alumni reviews.',
      own: 'Your review.',
      created: 'Your review is now on the LPK’s page. Thank you for sharing your experience.',
      saved: 'Your review was saved.',
      resubmitted: 'Your review was saved and sent back to the operator. It shows again once the operator has checked it.',
      replied: 'The LPK’s reply now shows below the review.',
      institution_list: 'Reviews of your LPK.',
      operator_list: 'Reviews to moderate.',
      hidden: 'Review hidden. Its author is told by e-mail, with the reason.',
      restored: 'Review shown again. Its author is told by e-mail.',
      caregivers_only: 'Only caregivers can review an LPK.',
      lpk_unknown: 'LPK not found.',
      not_eligible:
        'Only alumni can review this LPK: your registration with it must have reached Approved, or have been Registered at the LPK for at least 90 days.',
      already_reviewed: 'You have already reviewed this LPK. You can edit that review while its editing period lasts.',
      not_found: 'Review not found.',
      edit_window_over: 'The editing period of this review (30 days) is over, so it can no longer be changed.',
      no_dormitory: 'This LPK has no dormitory, so the dormitory cannot be rated.',
      reply_exists: 'Your LPK has already replied to this review. Each review can be replied to once.',
      reply_not_visible: 'This review is hidden by the operator and cannot be replied to.',
      already_hidden: 'This review is already hidden.',
      not_hidden: 'This review is already visible.',
    },
  },
};
