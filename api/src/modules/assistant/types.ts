import type { AssistantAnswer, AssistantAnswerKind, AssistantSource, AssistantSourceKind, AssistantTurn } from 'contracts';
import type { Language } from '../../i18n';

/** The answer and its sources as clients receive them: contracts/src/http/assistant.ts. */
export type { AssistantAnswer };
export type Source = AssistantSource;
export type SourceKind = AssistantSourceKind;
export type AnswerKind = AssistantAnswerKind;
/** A turn of the conversation so far, as the client sends it. */
export type Turn = AssistantTurn;

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
  /** Answered only through its topic (topics.ts), never found by free retrieval: its words match too much ("kehidupan" in a passport rule). */
  topicOnly?: boolean;
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
