import { addResources } from 'mf-shared';

/**
 * Strings of the fee check on /lpk/{id} (namespace `public`, key `fee_check`): the verdict in plain
 * words with its numbers (contracts/src/rules/fee-check.ts says how they are computed; the verdict's
 * own label comes with the answer), and the rules with their sources (contracts' TRUST_RULES).
 */
const id = {
  fee_check: {
    title: 'Pemeriksaan biaya',
    lead: 'Total biaya LPK ini dibandingkan dengan LPK terdaftar lain yang mengajar program yang sama.',
    total: 'Total {{total}}',
    items: 'terdiri dari {{items}}.',
    within:
      'Sembilan dari sepuluh dari {{peers}} LPK terdaftar yang mengajar {{program}} meminta paling banyak {{p90}} (persentil ke-90); total LPK ini tidak melebihinya. Nilai tengah (median) mereka {{median}}.',
    above:
      'Total ini melebihi {{p90}}, batas yang tidak dilampaui sembilan dari sepuluh dari {{peers}} LPK terdaftar yang mengajar {{program}} (persentil ke-90), tetapi tidak lebih dari 1,5 kali batas itu ({{limit}}). Nilai tengah (median) mereka {{median}}. Tanyakan untuk apa setiap biaya.',
    far_above:
      'Total ini lebih dari 1,5 kali ({{limit}}) batas {{p90}} yang tidak dilampaui sembilan dari sepuluh dari {{peers}} LPK terdaftar yang mengajar {{program}} (persentil ke-90). Nilai tengah (median) mereka {{median}}. Tanyakan untuk apa setiap biaya dan minta kuitansi.',
    too_few: 'Kurang dari {{min}} LPK terdaftar mengajar program LPK ini, jadi biayanya belum dapat dibandingkan.',
    figures: 'Angka per program',
    program: 'Program',
    peers: 'LPK terdaftar',
    median: 'Median',
    p90: 'Persentil ke-90',
    verdict: 'Hasil',
    method:
      'Dihitung dari total biaya semua LPK terdaftar di situs ini, diperbarui setiap kali daftar berubah. Biaya yang tercantum adalah pernyataan LPK sendiri.',
    rules: 'Yang perlu Anda ketahui tentang biaya',
    source: 'Sumber: {{title}} — {{publisher}}, {{date}}.',
    read: 'Baca sumber',
    checked: '(diperiksa {{date}})',
  },
};

type Strings = typeof id;

const en: Strings = {
  fee_check: {
    title: 'Fee check',
    lead: "This LPK's total fee compared with the other listed LPKs that teach the same program.",
    total: 'Total {{total}}',
    items: 'made up of {{items}}.',
    within:
      'Nine in ten of the {{peers}} listed LPKs teaching {{program}} ask at most {{p90}} (the 90th percentile); this total is not above it. Their middle value (median) is {{median}}.',
    above:
      'This total is above {{p90}}, which nine in ten of the {{peers}} listed LPKs teaching {{program}} do not exceed (the 90th percentile), but not more than 1.5 times it ({{limit}}). Their middle value (median) is {{median}}. Ask what each fee pays for.',
    far_above:
      'This total is more than 1.5 times ({{limit}}) the {{p90}} that nine in ten of the {{peers}} listed LPKs teaching {{program}} do not exceed (the 90th percentile). Their middle value (median) is {{median}}. Ask what each fee pays for and ask for receipts.',
    too_few: "Fewer than {{min}} listed LPKs teach this LPK's programs, so its fees cannot be compared yet.",
    figures: 'Figures by program',
    program: 'Program',
    peers: 'Listed LPKs',
    median: 'Median',
    p90: '90th percentile',
    verdict: 'Result',
    method: "Computed from the total fees of every LPK listed on this site, updated whenever the list changes. Listed fees are the LPK's own statement.",
    rules: 'What to know about fees',
    source: 'Source: {{title}} — {{publisher}}, {{date}}.',
    read: 'Read the source',
    checked: '(checked {{date}})',
  },
};

addResources('public', { id, en });
