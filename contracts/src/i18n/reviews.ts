/**
 * Review text both tiers show (labels.reviews.*): the refusals the schemas of
 * contracts/src/http/reviews.ts carry (the API words its 422 answers with them, and the review form
 * in mf-account shows the same words before sending), and the names of the rated aspects and
 * states, which the public page, the account area and the operator console share.
 */
export const reviewLabels = {
  id: {
    labels: {
      reviews: {
        rating_range: 'Pilih nilai 1 sampai 5 bintang.',
        text_length: 'Ulasan harus 30 sampai 2.000 karakter.',
        no_links: 'Ulasan tidak boleh berisi tautan atau alamat situs.',
        no_contact: 'Jangan cantumkan nomor telepon atau alamat email (milik siapa pun).',
        reply_required: 'Tulis balasan Anda.',
        reply_length: 'Balasan paling banyak 2.000 karakter.',
        aspect: {
          teaching: 'Pengajaran',
          fee_honesty: 'Kejujuran soal biaya',
          documents: 'Bantuan dokumen',
          dormitory: 'Asrama',
        },
        state: {
          visible: 'Tampil',
          hidden: 'Disembunyikan',
          resubmitted: 'Diajukan ulang',
        },
        verified_alumni: 'Alumni terverifikasi',
        self_declared: 'Dinyatakan sendiri oleh LPK',
      },
    },
  },
  en: {
    labels: {
      reviews: {
        rating_range: 'Choose 1 to 5 stars.',
        text_length: 'A review must be 30 to 2,000 characters.',
        no_links: 'A review cannot contain links or web addresses.',
        no_contact: 'Do not include phone numbers or e-mail addresses (anyone’s).',
        reply_required: 'Write your reply.',
        reply_length: 'A reply can be at most 2,000 characters.',
        aspect: {
          teaching: 'Teaching',
          fee_honesty: 'Honesty about fees',
          documents: 'Help with documents',
          dormitory: 'Dormitory',
        },
        state: {
          visible: 'Visible',
          hidden: 'Hidden',
          resubmitted: 'Resubmitted',
        },
        verified_alumni: 'Verified alumni',
        self_declared: 'Self-declared by the LPK',
      },
    },
  },
};
