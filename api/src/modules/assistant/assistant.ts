import { ABOUT_COPY, PREFECTURES } from 'contracts';
import type { Db } from '../../db/database';
import type { Language } from '../../i18n';
import type { ExchangeRate } from '../catalogue/facts';
import { catalogueCache, type CacheSettings } from '../catalogue/cache';
import { cachedFeeStats, type FeeStats } from '../catalogue/fee-stats';
import { cachedCatalogueStats, type CatalogueStats } from '../catalogue/stats';
import { cityList, instituteList, institutesNamed, jobList } from './catalogue';
import { readFraud } from './fraud';
import { contentWords, readIntent, type LpkFilters } from './intents';
import { redact } from './privacy';
import { buildPassages, contactSource, PAGE_URLS } from './knowledge/passages';
import { feeFigures, TRUST_PAGE_URLS } from './knowledge/trust';
import { formatIdr, formatNumber } from './format';
import { assistantTranslator, fill } from './messages';
import { fraudRefusal } from './refusal';
import { GENERIC_TERMS, KnowledgeIndex, type Hit } from './retrieval';
import { DOMAIN_TERMS, guessLanguage, terms } from './text';
import { chargePassages, plainWords, readTopic, TOPIC_PASSAGES, type Topic } from './topics';
import type { Draft, Passage, Source, Turn } from './types';

/**
 * The offline assistant: reads the question (intents.ts), answers from the database for
 * institutes and vacancies, from the knowledge passages otherwise (MiniSearch), and declines
 * what is off topic, outside its knowledge or legal advice. Every answer is quoted or listed
 * from its sources, never generated, so it states no figure and names no institute they do not.
 */

/** A passage joins the answer when it scores at least this share of the best one. */
const SECOND_PASSAGE_SHARE = 0.55;
const MAX_PASSAGES = 3;
/** Share of the question's specific terms the chosen passages must match (more than half). */
const MIN_COVERAGE = 0.5;
/** The same when one of them is a word the knowledge never uses (more than two thirds). */
const MIN_COVERAGE_WITH_UNKNOWN_WORD = 2 / 3;
/** A question with fewer content words than this, after a previous one, may be read together with it. */
const FOLLOW_UP_WORDS = 3;
/** Words that open a follow-up ("kalau SSW?", "and with Kaigo Fukushishi?"), which may then be a little longer. */
const FOLLOW_UP_OPENING = /^(?:kalau|bagaimana dengan|terus|lalu|dan|yang|untuk|and|what about|how about|with|for)\b/;

/** A question that leaves its subject to the conversation: very short, or opening like a follow-up. */
function isElliptic(message: string): boolean {
  const words = contentWords(message).length;
  return words < FOLLOW_UP_WORDS || (FOLLOW_UP_OPENING.test(plainWords(message)) && words <= 4);
}

/** The catalogue's figures for training length or fees, in the FAQ's own words (contracts/src/i18n/about.ts). */
function catalogueFigures(topic: 'training' | 'fees', stats: CatalogueStats, lang: Language): string {
  const spread = topic === 'training' ? stats.training_months : stats.registration_fee;
  const value = (n: number) => (topic === 'training' ? formatNumber(n, lang) : formatIdr(n, lang));
  return fill(ABOUT_COPY[lang].about.faq_figures[topic], {
    count: stats.institutes,
    min: value(spread.min),
    median: value(spread.median),
    max: value(spread.max),
  });
}

export interface AssistantOptions {
  exchangeRate: ExchangeRate;
  chatUrl: string;
  /** Today's date (YYYY-MM-DD) for open vacancies; default: the clock. */
  today?: () => string;
  /** The catalogue cache's settings (config.catalogueCache): the fee check's figures are the ones kept with it. */
  cache?: CacheSettings;
}

export class Assistant {
  private readonly index: KnowledgeIndex;
  private readonly cities: () => Promise<string[]>;
  private readonly stats: () => Promise<CatalogueStats>;
  private readonly feeStats: () => Promise<FeeStats>;
  private readonly today: () => string;

  constructor(
    private readonly db: Db,
    private readonly options: AssistantOptions,
  ) {
    this.index = new KnowledgeIndex([...buildPassages('id', options), ...buildPassages('en', options)]);
    this.cities = cityList(db);
    this.stats = cachedCatalogueStats(db);
    this.feeStats = () => cachedFeeStats(db, catalogueCache(db, options.cache));
    this.today = options.today ?? (() => new Date().toISOString().slice(0, 10));
    // The first search compiles MiniSearch's and the text rules' code paths: done here, not in the first visitor's request.
    for (const lang of ['id', 'en'] as const) this.index.search('gaji bersih lpk asrama', lang);
  }

  /** The offline answer to `question` in `requestLang` (or the language the question is clearly written in). */
  async draft(question: string, turns: readonly Turn[], requestLang: Language): Promise<Draft> {
    // E-mail addresses and identifiers say nothing about the topic: read without them.
    const message = withoutIdentifiers(question);
    const history = turns.map((turn) => ({ ...turn, content: withoutIdentifiers(turn.content) }));
    const lang = guessLanguage(message) ?? requestLang;
    const a = assistantTranslator(lang);
    const contact = contactSource(lang, this.options.chatUrl);
    const previous = [...history].reverse().find((turn) => turn.role === 'user')?.content;
    // A fraud how-to is refused before anything else reads it: its words are never answered as the topic they name.
    const fraud = readFraud(message, previous);
    if (fraud) return fraudRefusal(fraud, plainWords(message), lang, this.index);
    const cities = await this.cities();
    let intent = readIntent(message, { cities });
    const reading = readTopic(message);
    let { topic, pathways } = reading;
    // The earlier turns only fill what the new question leaves open: a question with its own topic is a new
    // topic; an elliptic one ("yang ada asrama?", "kalau Kaigo Fukushishi?") refines the earlier search or
    // asks the earlier topic again about what it names now.
    const followUp = previous !== undefined && topic === undefined && isElliptic(message);
    if (followUp && intent.type === 'knowledge') {
      const before = readIntent(previous, { cities });
      if (before.type === 'lpk_list' || before.type === 'job_list') intent = readIntent(`${previous} ${message}`, { cities });
      else {
        const earlier = readTopic(previous);
        topic = earlier.topic;
        if (!pathways.length) pathways = earlier.pathways;
      }
    }
    const about: Source = { title: a('page.about'), url: PAGE_URLS.about, kind: 'page' };
    const plain = (kind: Draft['kind'], answer: string, sources: Source[]): Draft => ({ lang, kind, answer, sources, passages: [], useModel: false });

    switch (intent.type) {
      case 'greeting':
        return plain('greeting', a('answer.greeting'), [about]);
      case 'thanks':
        return plain('greeting', a('answer.thanks'), [about]);
      case 'legal':
        // What may be charged, licences and reporting are guidance the site gives with its sources, also when the
        // question uses the law's words ("uang jaminan biar gak kabur dari perusahaan", "belum diverifikasi, ilegal?").
        if (topic && TRUST_TOPICS.has(topic) && !COURT_OR_POLICE.test(plainWords(message))) break;
        return plain('legal', a('answer.legal'), contact);
      case 'lpk_name': {
        const named = await institutesNamed(this.db, intent.words, intent.shown, lang, await this.feeStats());
        if (named) return named;
        if (intent.capitalised) {
          return plain('unknown', a('answer.lpk_named_none', { name: intent.shown }), [
            { title: a('page.search'), url: PAGE_URLS.search, kind: 'page' },
            ...contact,
          ]);
        }
        const { provinces, city, dormitory, fee, program } = intent.filters;
        if ([provinces ?? city, dormitory, fee, program].some((v) => v !== undefined))
          return instituteList(this.db, intent.filters, lang, await this.feeStats());
        break;
      }
      case 'lpk_list':
        // "median nya dari LPK apa aja?", "LPK saya menawarkan ..., lapor ke mana?": a list word with no filter is no search.
        if (topic && TRUST_TOPICS.has(topic) && isBareList(intent.filters)) break;
        return instituteList(this.db, intent.filters, lang, await this.feeStats());
      case 'job_list':
        return jobList(this.db, intent.filters, lang, this.today());
      default:
        break;
    }
    if (reading.compare)
      return this.fromPassages(
        pathways.map((p) => PATHWAY_PASSAGE[p]),
        lang,
      );
    if (topic) {
      // One pathway named ("boleh SSW bawa keluarga?"): its own summary first, then the topic's answer for all.
      const own = pathways.length === 1 && PATHWAY_TOPICS.has(topic) ? [PATHWAY_PASSAGE[pathways[0]!]] : [];
      const ids = topic === 'charges' ? chargePassages(followUp ? `${previous} ${message}` : message) : TOPIC_PASSAGES[topic];
      return this.fromPassages([...own, ...ids], lang, topic);
    }
    return this.fromKnowledge(message, followUp ? previous : undefined, lang);
  }

  /** The given passages (a topic's, topics.ts, or the pathways compared), with the catalogue's own figures for training length and fees. */
  private async fromPassages(ids: readonly string[], lang: Language, topic?: Topic): Promise<Draft> {
    const chosen = ids.map((id) => this.index.get(id, lang)).filter((p): p is Passage => p !== undefined);
    const texts = chosen.map((p) => p.text);
    const sources: Source[] = [];
    const addSource = (source: Source) => {
      if (!sources.some((s) => s.url === source.url && s.title === source.title)) sources.push(source);
    };
    for (const p of chosen) for (const source of p.sources) addSource(source);
    const passages = chosen.map((p) => ({ title: p.title, text: p.text }));
    if (topic === 'training' || topic === 'fees') {
      const figures = catalogueFigures(topic, await this.stats(), lang);
      texts.push(figures);
      passages.push({ title: assistantTranslator(lang)('answer.figures_source'), text: figures });
      addSource({
        title: assistantTranslator(lang)('answer.figures_source'),
        url: topic === 'fees' ? `${PAGE_URLS.search}?sort=price_asc` : PAGE_URLS.search,
        kind: 'page',
      });
    }
    if (topic === 'fee_check') {
      // The method, then each program's median and 90th percentile now (the figures the pages show).
      const figures = feeFigures(await this.feeStats(), lang);
      texts.push(figures);
      passages.push({ title: assistantTranslator(lang)('answer.figures_source'), text: figures });
      addSource({ title: assistantTranslator(lang)('answer.figures_source'), url: TRUST_PAGE_URLS.feeCheck, kind: 'page' });
    }
    return { lang, kind: 'knowledge', answer: texts.join('\n\n'), sources, passages, useModel: true };
  }

  private fromKnowledge(message: string, previous: string | undefined, lang: Language): Draft {
    const a = assistantTranslator(lang);
    const contact = contactSource(lang, this.options.chatUrl);
    // A follow-up that names no topic of its own ("dan untuk SSW?") is read with the question before it.
    const followUp = previous !== undefined;
    const query = followUp ? `${message} ${previous}` : message;

    const asked = [...new Set(terms(message, lang))];
    const onTopic = asked.some((term) => DOMAIN_TERMS.has(term)) || (previous !== undefined && terms(previous, lang).some((term) => DOMAIN_TERMS.has(term)));
    if (!onTopic) return { lang, kind: 'off_topic', answer: a('answer.off_topic'), sources: contact, passages: [], useModel: false };

    // Ranked by the question's specific terms when it has any ("Japan", "work" and place names tell nothing apart);
    // in a follow-up the new question's own terms weigh more than the earlier question's, and its own must be matched.
    const isSpecific = (term: string) => !GENERIC_TERMS.has(term) && !PLACE_TERMS.has(term) && (!/\d/.test(term) || /^(?:n[1-5]|(?:19|20)\d\d)$/.test(term));
    const own = new Set(asked.filter(isSpecific));
    const all = [...new Set(terms(query, lang))].filter(isSpecific);
    const specific = followUp && own.size ? [...own] : all;
    const hits = this.index.search(all.length ? all.join(' ') : query, lang, followUp ? own : undefined);
    const chosen = choose(hits).filter((hit, i) => (i === 0 && !followUp) || !specific.length || hit.matched.some((term) => specific.includes(term)));
    // One pathway named: its own passage answers rather than the overview of all three.
    const pathways = PATHWAY_PASSAGES.filter(([term]) => asked.includes(term));
    const overview = chosen.findIndex((hit) => hit.passage.id === 'pathways');
    if (pathways.length === 1 && overview >= 0) {
      const [term, id] = pathways[0]!;
      const passage = this.index.get(id, lang);
      if (chosen.some((hit) => hit.passage.id === id)) chosen.splice(overview, 1);
      else if (passage) chosen[overview] = { passage, score: chosen[overview]!.score, matched: [term] };
    }
    // Two or more pathways named ("beda TITP dan SSW"): each one's own passage answers.
    if (pathways.length >= 2) {
      for (const [, id] of pathways) {
        const passage = this.index.get(id, lang);
        if (passage && !chosen.some((hit) => hit.passage.id === id)) chosen.push({ passage, score: 0, matched: [pathways.find(([, i]) => i === id)![0]] });
      }
      chosen.sort((x, y) => rank(x) - rank(y));
      chosen.splice(MAX_PASSAGES + 1);
    }
    const matched = new Set(chosen.flatMap((hit) => hit.matched));
    const covered = specific.filter((term) => matched.has(term)).length;
    // A word the knowledge never uses ("bank", "tato") is what the question is about: the site lacks it unless nearly all else matches.
    const vocabulary = this.index.vocabulary(lang);
    const foreign = specific.some((term) => !vocabulary.has(term) && !/^\d/.test(term));
    const needed = foreign ? MIN_COVERAGE_WITH_UNKNOWN_WORD : MIN_COVERAGE;
    const enough = chosen.length > 0 && (specific.length === 0 ? chosen[0]!.score > 0 : covered > 0 && covered / specific.length > needed);
    if (!enough) return { lang, kind: 'unknown', answer: a('answer.unknown'), sources: contact, passages: [], useModel: false };

    const sources: Source[] = [];
    for (const hit of chosen)
      for (const source of hit.passage.sources) if (!sources.some((s) => s.url === source.url && s.title === source.title)) sources.push(source);
    return {
      lang,
      kind: 'knowledge',
      answer: chosen.map((hit) => hit.passage.text).join('\n\n'),
      sources,
      passages: chosen.map((hit) => ({ title: hit.passage.title, text: hit.passage.text })),
      useModel: true,
    };
  }
}

/** Place names: they narrow a question down but do not tell what it asks ("weather in Tokyo" is not about the Tokyo minimum wage). */
const PLACE_TERMS: ReadonlySet<string> = new Set([
  ...PREFECTURES.map((p) => p.toLowerCase()),
  'indonesia',
  'jakarta',
  'jawa',
  'java',
  'bali',
  'sumatera',
  'sumatra',
]);

const withoutIdentifiers = (text: string) => redact(text).replace(/\[(?:email|number)\]/g, ' ');

/** Topics of the trust features (issue 34) answered as guidance with sources even in a question using legal words. */
const TRUST_TOPICS: ReadonlySet<Topic> = new Set(['charges', 'licence', 'report', 'fee_check', 'reviews']);
/** ...unless it asks about the police, a lawyer or a court: that stays a request for legal advice. */
const COURT_OR_POLICE = /\b(?:polisi|police|pengacara|advokat|lawyer|attorney|gugat|tuntut|sue|suing|lawsuit|court|pengadilan)\b/;

/** A list of institutes asked for by a list word only: no place, dormitory, fee, program, superlative or nearness. */
function isBareList(filters: LpkFilters): boolean {
  const { provinces, city, dormitory, fee, lowFee, program, nearest, sort } = filters;
  return [provinces, city, dormitory, fee, lowFee, program, nearest].every((v) => v === undefined) && sort === 'rating';
}

/** The passage of each pathway. */
const PATHWAY_PASSAGE = { titp: 'pathway.titp', ssw: 'pathway.ssw', kaigo_fukushishi: 'pathway.kaigo_fukushishi' } as const;
/** Topics whose answer differs by pathway: a question naming one pathway gets that pathway's summary too. */
const PATHWAY_TOPICS: ReadonlySet<Topic> = new Set(['family', 'stay', 'exams']);

/** The passage of each pathway, by the term that names it. */
const PATHWAY_PASSAGES: readonly (readonly [string, string])[] = [
  ['titp', 'pathway.titp'],
  ['ssw', 'pathway.ssw'],
  ['fukushishi', 'pathway.kaigo_fukushishi'],
];

/** Order of an answer about several pathways: the pathways in their usual order, then the rest by score. */
function rank(hit: Hit): number {
  if (hit.passage.id === 'pathways') return -1;
  const i = PATHWAY_PASSAGES.findIndex(([, id]) => id === hit.passage.id);
  return i >= 0 ? i : PATHWAY_PASSAGES.length + 1 - hit.score / 1e6;
}

/** The best passage and those close to it (at most MAX_PASSAGES). */
function choose(hits: readonly Hit[]): Hit[] {
  const best = hits[0];
  if (!best) return [];
  return hits.filter((hit) => hit.score >= best.score * SECOND_PASSAGE_SHARE).slice(0, MAX_PASSAGES);
}
