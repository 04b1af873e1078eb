import { addResources } from 'mf-shared';

/** Strings of the LPK search (/search, /search/{query}). */
const id = {
  search: {
    title: 'Cari LPK',
    title_query: 'Hasil pencarian LPK: “{{query}}”',
    lead: 'Temukan lembaga pelatihan kerja (LPK) resmi untuk persiapan kerja perawat di Jepang. Saring menurut asrama, program, biaya dan provinsi.',
    query_form: 'Cari LPK dengan kata kunci',
    query_label: 'Nama LPK, kota atau kata kunci',
    query_placeholder: 'misalnya Bandung',
    submit: 'Cari',
    filters: 'Saring hasil',
    any: 'Semua',
    dormitory: 'Asrama',
    dormitory_yes: 'Ada asrama',
    dormitory_no: 'Tanpa asrama',
    program: 'Jenis program',
    fee: 'Biaya pendaftaran',
    province: 'Provinsi',
    sort: 'Urutkan',
    sort_relevance: 'Paling relevan',
    sort_price_asc: 'Harga terendah',
    sort_price_desc: 'Harga tertinggi',
    count_one: '{{count}} LPK ditemukan',
    count_other: '{{count}} LPK ditemukan',
    empty: 'Tidak ada LPK yang cocok. Coba kata kunci lain atau hapus beberapa filter.',
    compare_tick: 'Bandingkan',
    compare_region: 'Perbandingan LPK',
    compare_count: '{{count}} dari {{max}} LPK dipilih untuk dibandingkan.',
    compare_need_more: 'Pilih minimal {{min}} LPK.',
    compare_full: 'Maksimal {{max}} LPK.',
    compare_clear: 'Hapus pilihan',
    compare_go: 'Bandingkan ({{count}})',
  },
};

type Strings = typeof id;

const en: Strings = {
  search: {
    title: 'Search LPKs',
    title_query: 'LPK search results: “{{query}}”',
    lead: 'Find licensed job-training institutes (LPK) that prepare caregivers for work in Japan. Filter by dormitory, program, fee and province.',
    query_form: 'Search LPKs by keyword',
    query_label: 'LPK name, city or keyword',
    query_placeholder: 'e.g. Bandung',
    submit: 'Search',
    filters: 'Filter results',
    any: 'Any',
    dormitory: 'Dormitory',
    dormitory_yes: 'With dormitory',
    dormitory_no: 'Without dormitory',
    program: 'Program type',
    fee: 'Registration fee',
    province: 'Province',
    sort: 'Sort by',
    sort_relevance: 'Most relevant',
    sort_price_asc: 'Lowest price',
    sort_price_desc: 'Highest price',
    count_one: '{{count}} LPK found',
    count_other: '{{count}} LPKs found',
    empty: 'No LPK matches. Try another keyword or remove some filters.',
    compare_tick: 'Compare',
    compare_region: 'LPK comparison',
    compare_count: '{{count}} of {{max}} LPKs chosen for comparison.',
    compare_need_more: 'Choose at least {{min}}.',
    compare_full: 'That is the maximum of {{max}}.',
    compare_clear: 'Clear selection',
    compare_go: 'Compare ({{count}})',
  },
};

addResources('public', { id, en });
