import type { Language } from '../../i18n';
import type { FraudKind } from './fraud';
import type { KnowledgeIndex } from './retrieval';
import type { Draft, Passage, Source } from './types';

/**
 * The explicit refusal of a fraud how-to (fraud.ts), in the question's language: it says it will
 * not help, then points to the legitimate way, quoted from the knowledge with its sources (the
 * official tests and where to register for them, the genuine medical check, the age and document
 * rules, the rule against placement costs and "thank-you money"), and ends with how to report
 * whoever offers fakes or asks for a bribe: on this site and to the official channels. Never sent
 * to a language model, never carrying the facts the question named.
 */

const REFUSAL: Readonly<Record<Language, Record<FraudKind, string>>> = {
  id: {
    certificate:
      'Saya tidak akan membantu memalsukan atau membeli sertifikat, atau mengakali ujian bahasa Jepang. Cara yang sah adalah mengikuti ujiannya sendiri:',
    medical: 'Saya tidak akan membantu memalsukan atau mengakali hasil pemeriksaan kesehatan. Yang sah adalah pemeriksaan kesehatan yang sebenarnya:',
    identity: 'Saya tidak akan membantu memalsukan KTP, umur atau dokumen lain. Syarat yang berlaku:',
    bribe: 'Saya tidak akan membantu menyuap LPK atau siapa pun agar cepat berangkat. Yang perlu Anda ketahui:',
    criminal_record:
      'Saya tidak akan membantu menyembunyikan catatan kriminal. Apakah catatan Anda menghalangi keberangkatan tidak dapat saya nilai: tanyakan secara jujur kepada LPK Anda atau ke saluran resmi di bawah.',
    other:
      'Saya tidak akan membantu memalsukan dokumen, sertifikat atau hasil pemeriksaan, atau menyuap siapa pun. Jalan yang sah selalu lewat ujian, pemeriksaan dan dokumen yang asli.',
  },
  en: {
    certificate: 'I will not help fake or buy a certificate or get around a Japanese-language test. The legitimate way is to take the test yourself:',
    medical: 'I will not help fake or get around a medical check. What counts is the genuine medical examination:',
    identity: 'I will not help forge an ID card, your age or any other document. The rules that apply:',
    bribe: 'I will not help bribe an LPK or anyone else for a faster departure. What you should know:',
    criminal_record:
      'I will not help hide a criminal record. Whether a record stands in the way of leaving is not something I can judge: ask your LPK honestly, or an official channel below.',
    other:
      'I will not help fake documents, certificates or medical results, or bribe anyone. The legitimate way is always through genuine tests, examinations and documents.',
  },
};

/** The closing line: report whoever offers fakes or asks for a bribe. */
const REPORT_LINE: Readonly<Record<Language, string>> = {
  id: 'Jika seseorang menawarkan sertifikat, hasil pemeriksaan atau dokumen palsu, atau meminta uang agar Anda cepat berangkat, laporkan: dari halaman LPK-nya di situs ini bila ia LPK di sini, atau ke saluran resmi:',
  en: "If someone offers you fake certificates, medical results or documents, or asks for money to make you leave sooner, report them: from the LPK's page on this site if it is an LPK here, or to an official channel:",
};

/** The passages (knowledge ids) that show the legitimate way, per kind; `age` when the question is about age. */
function legitimatePassages(kind: FraudKind, aboutAge: boolean): string[] {
  switch (kind) {
    case 'certificate':
      return ['tests.official'];
    case 'medical':
      return ['faq.health'];
    case 'identity':
      return aboutAge ? ['faq.age'] : ['faq.documents'];
    case 'bribe':
      return ['trust.rule.no_placement_cost'];
    default:
      return [];
  }
}

const AGE_WORDS = /\b(?:umur|usia|age|tahun lahir|tanggal lahir|tgl lahir|birth|old enough|tua|muda|older|younger)\b/;

/** The refusal of a fraud how-to of `kind`, with the legitimate way and where to report. */
export function fraudRefusal(kind: FraudKind, plainQuestion: string, lang: Language, index: KnowledgeIndex): Draft {
  const legitimate = legitimatePassages(kind, AGE_WORDS.test(plainQuestion))
    .map((id) => index.get(id, lang))
    .filter((p): p is Passage => p !== undefined);
  const channels = index.get('trust.channels', lang);
  const channelList = channels ? channels.text.split('\n').slice(1).join('\n') : '';
  const texts = [REFUSAL[lang][kind], ...legitimate.map((p) => p.text), `${REPORT_LINE[lang]}\n${channelList}`];
  const sources: Source[] = [];
  for (const p of [...legitimate, ...(channels ? [channels] : [])])
    for (const source of p.sources) if (!sources.some((s) => s.url === source.url && s.title === source.title)) sources.push(source);
  return { lang, kind: 'fraud', answer: texts.join('\n\n'), sources, passages: [], useModel: false };
}
