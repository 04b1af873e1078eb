import { addResources } from 'mf-shared';
import { reviewLabels } from 'contracts';

/** Strings of the verified alumni reviews on /lpk/{id} (ReviewsSection) and of the rating's source on cards and the summary. */
const id = {
  reviews: {
    heading: 'Ulasan alumni',
    intro:
      'Hanya alumni LPK ini yang dapat menulis ulasan: pendaftarannya lewat platform ini sudah Disetujui, atau sudah Terdaftar di LPK sedikitnya 90 hari. Satu ulasan per orang.',
    none: 'Belum ada ulasan alumni terverifikasi untuk LPK ini.',
    count_one: '{{count}} ulasan alumni terverifikasi',
    count_other: '{{count}} ulasan alumni terverifikasi',
    averages: 'Rata-rata penilaian alumni',
    overall: 'Keseluruhan',
    out_of: '{{value}} dari 5',
    rating_from_reviews: 'Nilai LPK ini adalah rata-rata {{count}} ulasan alumni terverifikasi.',
    rating_self_declared:
      'Nilai {{rating}} yang tampil untuk LPK ini dinyatakan sendiri oleh LPK. Setelah ada {{threshold}} ulasan alumni, rata-rata ulasan yang tampil.',
    from_reviews_one: '(dari {{count}} ulasan alumni)',
    from_reviews_other: '(dari {{count}} ulasan alumni)',
    list: 'Ulasan, terbaru lebih dulu',
    registered: 'Mendaftar {{month}}',
    written: 'Ditulis {{date}}',
    edited: 'diubah {{date}}',
    reply: 'Balasan {{lpk}}',
    error: 'Ulasan tidak dapat dimuat.',
  },
};

type Strings = typeof id;

const en: Strings = {
  reviews: {
    heading: 'Alumni reviews',
    intro:
      'Only alumni of this LPK can write a review: their registration through this platform reached Approved, or has been Registered at the LPK for at least 90 days. One review per person.',
    none: 'No verified alumni reviews of this LPK yet.',
    count_one: '{{count}} verified alumni review',
    count_other: '{{count}} verified alumni reviews',
    averages: 'Average alumni ratings',
    overall: 'Overall',
    out_of: '{{value}} out of 5',
    rating_from_reviews: 'This LPK’s rating is the average of {{count}} verified alumni reviews.',
    rating_self_declared:
      'The rating of {{rating}} shown for this LPK is self-declared by the LPK. From {{threshold}} alumni reviews on, their average shows instead.',
    from_reviews_one: '(from {{count}} alumni review)',
    from_reviews_other: '(from {{count}} alumni reviews)',
    list: 'Reviews, newest first',
    registered: 'Registered {{month}}',
    written: 'Written {{date}}',
    edited: 'edited {{date}}',
    reply: 'Reply from {{lpk}}',
    error: 'The reviews could not be loaded.',
  },
};

addResources('public', { id, en });
addResources('public', reviewLabels);
