export type Language = 'id' | 'en';
export const LANGUAGES: readonly Language[] = ['id', 'en'];
export const DEFAULT_LANGUAGE: Language = 'id';

/** A nested dictionary of message strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** One module's messages in both languages; both trees must have the same keys (tested). */
export interface Messages {
  id: MessageTree;
  en: MessageTree;
}
