import { plainWords } from './topics';

/**
 * Whether a question asks how to commit a fraud on the way to work in Japan, read with rules:
 * faking or buying a certificate or getting around a Japanese test, faking a medical check,
 * forging an identity document or one's age, bribing an LPK or anyone for a faster departure,
 * hiding a criminal record. Such a question is refused explicitly (refusal.ts), never answered
 * with the facts it names ("cara memalsukan sertifikat JLPT N4" is not a question about the JLPT).
 *
 * A fraud how-to is an ACT (a faking verb, "palsu"/"fake" with a verb of getting or using it,
 * buying a certificate, someone else's results, a bribe, hiding a record, changing one's age to
 * qualify) in the asker's own mouth. The same words in a legitimate question are not one:
 * reporting ("LPK saya menawarkan sertifikat palsu, lapor ke mana?"), checking ("cek sertifikat
 * asli atau palsu", "how to spot a fake LPK"), being the victim ("LPK saya minta uang pelicin",
 * "someone offered me a fake medical certificate") or asking what the law does about it.
 */

export const FRAUD_KINDS = ['certificate', 'medical', 'identity', 'bribe', 'criminal_record', 'other'] as const;
export type FraudKind = (typeof FRAUD_KINDS)[number];

/** Verbs of faking, in any form ("memalsukan", "memalsukn", "dipalsuin", "palsukan", "pemalsuan"; "fake a", "forging", "falsify"). */
const FAKE_VERB =
  /\b(?:memalsu\w*|dipalsu\w*|palsu(?:kan|kn|in|ain)|pemalsuan|malsu(?:in|kan)|fake (?:a|an|my|the|it|them|some|this|that|one|his|her|their|documents?|certificates?|results?|papers?)|to fake|faking|faked|forge|forges|forging|forged|forgery|counterfeit\w*|falsif\w*)\b/;
/** "Palsu", "aspal" (asli tapi palsu), "bodong", "fake": fraud only with a verb of getting, making or using it nearby. */
const FAKE_ADJECTIVE = /^(?:palsu|aspal|bodong|abal|fake|bogus|forged|counterfeit)$/;
const GETTING_VERB =
  /^(?:bikin|bikinin|buat|buatin|buatkan|membuat|dibuatkan|dibikinin|beli|membeli|dibeli|belinya|pesan|memesan|order|pakai|pake|memakai|menggunakan|gunakan|dapat|dapatkan|mendapatkan|cari|mencari|jual|jualan|butuh|perlu|buy|buying|purchase|get|getting|make|making|use|using|obtain|create|need|where|dimana|siapa)$/;
/** Buying or selling what can only be earned: a certificate, a score, a pass. */
const BUYING = /\b(?:beli|membeli|dibeli|belinya|pesan|order|buy|buying|purchase|jual|menjual|jualan|sell|selling)\b/;
const EARNED = /\b(?:sertifikat|sertifkat|sertipikat|sertif|certificates?|cert|ijazah|diploma|nilai|skor|scores?|kelulusan|lulus|pass)\b/;
/** Someone else sitting the test, leaked questions, cheating, a certificate without the test, a service making one. */
const EXAM_CHEAT =
  /\b(?:joki|perjokian|dijokiin|jokiin|bocoran (?:soal|jawaban)|nyontek|menyontek|mencontek|contekan|cheat (?:on|in|at|during)|cheating (?:on|in|at|during)|leaked (?:questions|answers|exam)|someone (?:else )?(?:to )?(?:take|sit) (?:the|my) (?:test|exam|jlpt|jft|ujian)|(?:take|sit) (?:the|my) (?:test|exam|jlpt|jft) for me|(?:jasa|layanan|services?) (?:\w+ ){0,2}?(?:pembuatan|bikin|buat|making|make|to make) (?:\w+ ){0,2}?(?:sertifikat|certificates?|ijazah|jlpt|jft))\b/;
/** A certificate or pass got without the test ("dapat sertifikat N4 tanpa ujian", "get a JLPT certificate without exam"). */
const WITHOUT_TEST = /\b(?:tanpa (?:ikut |mengikuti )?(?:ujian|tes|test)|without (?:taking |sitting |doing )?(?:an? |the )?(?:test|exam|jlpt|jft))\b/;
const OBTAINING = /\b(?:dapat|dapatkan|mendapatkan|dapet|punya|memiliki|get|getting|obtain|have|beli|buy)\b/;
/** Using someone else's results or papers ("pake hasil orang lain", "pinjam KTP teman", "someone else's blood"). */
const SOMEONE_ELSES =
  /\b(?:(?:pakai|pake|memakai|menggunakan|gunakan|pinjam|minjem|meminjam|titip|use|using|borrow)\b(?:\s+\w+){0,4}?\s+(?:orang lain|punya orang|punya teman|teman|temen|someone elses?|somebody elses?|another persons?|my friends?)|(?:hasil|sertifikat|ktp|darah|urine|sampel) (?:orang lain|teman|temen)|someone elses? (?:results?|blood|urine|samples?|certificate|id|ktp|x ray)|(?:tukar|ganti|swap|switch) (?:sampel|sample|samples|urine|darah|blood))\b/;
/** Editing a score or a result ("edit nilai sertifikat JLPT", "change my test score"). */
const SCORE_TRICK =
  /\b(?:edit|mengedit|diedit|manipulasi|memanipulasi|naikkan|naikin|ubah|mengubah|diubah|rubah|merubah|photoshop\w*|alter|altering|modify|manipulate|tweak)\b(?:\s+\w+){0,3}?\s+(?:nilai\w*|skor|scores?|hasil (?:ujian|tes|test|jlpt|jft|medical|lab|rontgen))\b/;
/** "Nembak" (getting a paper by paying instead of qualifying). */
const NEMBAK = /\b(?:nembak|menembak|ditembak)\b/;
const BRIBE =
  /\b(?:sogok|nyogok|menyogok|disogok|sogokan|suap|nyuap|menyuap|disuap|suapan|pelicin|uang rokok|uang kopi|bribe|bribes|bribing|bribery|backhander|under the table|kickbacks?)\b/;
const HIDE =
  /\b(?:sembunyi\w*|menyembunyikan|nyembunyiin|tutupi|menutupi|nutupin|ditutupi|hapus|menghapus|ngapus|dihapus|hilangkan|menghilangkan|ngilangin|bersihkan|membersihkan|hide|hiding|conceal\w*|cover up|erase|wipe|get rid of|bohong|berbohong|lie about|lying about)\b/;
/** Making oneself older or younger on paper, or changing one's age or birth date to qualify. */
const AGE_TRICK = /\b(?:tua ?in|nuain|tuakan|menuakan|dituakan|muda ?in|mudakan|memudakan|dimudakan|make me (?:look )?(?:older|younger))\b/;
const CHANGE =
  /\b(?:naikkan|naikin|turunkan|turunin|ubah|mengubah|diubah|ganti|mengganti|diganti|rubah|merubah|dirubah|edit|mengedit|diedit|manipulasi|memanipulasi|markup|mark up|change|changing|alter|altering|modify|modifying|manipulate)\b/;
const TO_QUALIFY =
  /\b(?:biar|supaya|agar|so i|so that|to be|enough|cukup umur|lolos|bisa (?:daftar|ikut|berangkat|magang)|memenuhi|qualify|eligible|old enough|young enough)\b/;

const OBJECTS: readonly [FraudKind, RegExp][] = [
  [
    'medical',
    /\b(?:medical|mcu|medical check(?: up)?|check up|cek kesehatan|pemeriksaan kesehatan|tes kesehatan|hasil (?:lab|laboratorium|rontgen|kesehatan)|surat (?:keterangan )?sehat|surat dokter|keterangan dokter|health (?:certificate|check|exam\w*)|rontgen|x ray|tes urine|tes darah|blood test|hepatitis|tbc|dinyatakan sehat)\b/,
  ],
  [
    'criminal_record',
    /\b(?:catatan (?:kriminal|polisi|kejahatan|pidana)|skck|criminal (?:record|history|past)|police (?:record|certificate|clearance)|riwayat (?:pidana|kriminal)|pernah (?:dipenjara|ditahan|masuk penjara)|napi|mantan narapidana)\b/,
  ],
  [
    'identity',
    /\b(?:ktp|e ktp|ektp|kartu keluarga|kk|akta|akte|identitas|paspor|passport|id card|identity|birth certificate|ijazah|dokumen|documents?|umur|usia|age|tahun lahir|tanggal lahir|tgl lahir|birth ?year|birth ?date|date of birth|year of birth)\b/,
  ],
  [
    'certificate',
    /\b(?:sertifikat|sertifkat|sertipikat|sertif|certificates?|cert|jlpt|jft|n[1-5]|nilai|skor|scores?|hasil (?:ujian|tes|test)|test results?|exam results?|skill test|ujian|tes|test|exam)\b/,
  ],
];

/** The asker reports, checks, is the victim of, or asks the consequences of the act: not a how-to ("medical check up" is no checking). */
const REPORTING = /\b(?:lapor\w*|melapor\w*|pelapor\w*|ngadu|mengadu|adukan|pengaduan|aduan|report|reporting|reported|complain\w*|whistle\w*|hotline)\b/;
const CHECKING =
  /\b(?:cek(?! kesehatan)|mengecek|ngecek|dicek|periksa|memeriksa|diperiksa|verifikasi|memverifikasi|(?<!medical )check(?:ing)?(?! ?up)|verify|verifying|spot|kenali|mengenali|membedakan|bedakan|ciri|ciri ciri|hindari|menghindari|waspada|avoid|beware|tell (?:if|whether)|know (?:if|whether)|asli (?:atau|ato|apa) (?:palsu|aspal|tidak|bukan)|(?:palsu|aspal) (?:atau|ato|apa) (?:asli|tidak|bukan)|asli tidak|apakah (?:\w+ ){0,4}?(?:palsu|aspal|asli)|genuine|authentic|is (?:it|this|that|my|the) (?:\w+ ){0,3}(?:fake|real|genuine|legit))\b/;
const VICTIM =
  /\b(?:ditawari|ditawarin|ditawarkan|disuruh|dipaksa|diminta|dimintai|dimintain|dijanjikan|dijanjiin|(?:offered|asked|told|forced|pressured|pushed|sold) (?:me|us)|(?:lpk|lpknya|agen|agensi|agency|sponsor|calo|broker|perusahaan|company|employer|oknum|staf|staff|mereka|they|he|she)\b(?:\s+\w+){0,4}?\s+(?:menawarkan|menawari|nawarin|nawarkan|offer|offered|offers|offering|minta|meminta|mintain|ask|asked|asks|asking|demand|demanded|demands|demanding|jual|menjual|sell|sells|selling|sold|memalsukan|dipalsukan|faked|forged|menyuruh|nyuruh|maksa|memaksa|forced|wants|wanted|menahan|nahan))\b/;
const CONSEQUENCES =
  /\b(?:hukuman|sanksi|pidana|hukumnya|akibat\w*|konsekuensi|penalty for|punishment|punished|consequences?|what happens if|apa yang terjadi|ilegal|illegal|against the law|melanggar hukum)\b/;

/** The kind of fraud named by the object of the act, if any. */
function objectOf(plain: string): FraudKind | undefined {
  return OBJECTS.find(([, pattern]) => pattern.test(plain))?.[0];
}

/** "Palsu"/"fake" with a verb of getting, making or using it within five words either side. */
function getsFake(plain: string): boolean {
  const words = plain.split(' ');
  return words.some((word, i) => FAKE_ADJECTIVE.test(word) && words.slice(Math.max(0, i - 5), i + 6).some((w) => GETTING_VERB.test(w)));
}

/** The act of a fraud how-to in the question, with the kind its words imply (undefined: no act). */
function actOf(plain: string): FraudKind | 'act' | undefined {
  if (BRIBE.test(plain)) return 'bribe';
  if (
    AGE_TRICK.test(plain) ||
    (CHANGE.test(plain) &&
      /\b(?:umur|usia|age|tahun lahir|tanggal lahir|tgl lahir|birth ?year|birth ?date|date of birth|year of birth)\b/.test(plain) &&
      TO_QUALIFY.test(plain))
  )
    return 'identity';
  if (HIDE.test(plain) && objectOf(plain) === 'criminal_record') return 'criminal_record';
  if (EXAM_CHEAT.test(plain) || (BUYING.test(plain) && EARNED.test(plain)) || (WITHOUT_TEST.test(plain) && OBTAINING.test(plain) && EARNED.test(plain)))
    return 'certificate';
  if (FAKE_VERB.test(plain) || getsFake(plain) || SOMEONE_ELSES.test(plain) || SCORE_TRICK.test(plain)) return 'act';
  if (NEMBAK.test(plain) && objectOf(plain)) return 'act';
  return undefined;
}

/**
 * The fraud a question asks how to commit, or undefined. `previous` (the user's earlier question)
 * names the object of a short follow-up ("sertifikat JLPT N4 wajib?" -> "bisa dipalsuin gak?").
 */
export function readFraud(question: string, previous?: string): FraudKind | undefined {
  const plain = plainWords(question);
  const act = actOf(plain);
  if (!act) return undefined;
  if (REPORTING.test(plain) || CHECKING.test(plain) || VICTIM.test(plain) || CONSEQUENCES.test(plain)) return undefined;
  if (act !== 'act') return act;
  return objectOf(plain) ?? (previous ? objectOf(plainWords(previous)) : undefined) ?? 'other';
}
