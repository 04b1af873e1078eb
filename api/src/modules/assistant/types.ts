import type { Language } from '../../i18n';

/**
 * What a source link points at: a page of the site, an institute (/lpk/{id}), a vacancy
 * (/job-detail/{id}/{lpk_id}), a figure with its outside source and date (linked to the page of
 * the site that shows it), or the contact chat.
 */
export type SourceKind = 'page' | 'lpk' | 'job' | 'fact' | 'contact';

export interface Source {
  title: string;
  url: string;
  kind: SourceKind;
  /** When the figure applies (ISO 8601, possibly "2023" or "2025-10"); facts only. */
  date?: string;
}

/** One piece of the site's knowledge the assistant may quote. */
export interface Passage {
  id: string;
  lang: Language;
  title: string;
  /** What an answer quotes. */
  text: string;
  /** Extra search words (never shown). */
  keywords?: string;
  sources: Source[];
}

/**
 * What the answer is: quoted from the knowledge, institutes or vacancies from the database, a
 * greeting, or a refusal (off topic, not in the knowledge, legal advice).
 */
export type AnswerKind = 'knowledge' | 'lpk' | 'job' | 'greeting' | 'off_topic' | 'unknown' | 'legal';

export interface AssistantAnswer {
  answer: string;
  sources: Source[];
  kind: AnswerKind;
  /** 'offline': composed from the passages; 'model': written by the configured language model. */
  mode: 'offline' | 'model';
}

/** A turn of the conversation so far, as the client sends it. */
export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * An offline answer and what a model may use to write its own: the passages (knowledge or rows
 * of the catalogue put into words) and whether a model should be asked at all (refusals and
 * greetings are never sent to it).
 */
export interface Draft extends Omit<AssistantAnswer, 'mode'> {
  lang: Language;
  passages: { title: string; text: string }[];
  useModel: boolean;
}
