import type { AssistantSource } from './api';

/** One turn of the conversation as the panel shows it. */
export interface Turn {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  sources: AssistantSource[];
  /** An answer: asked, arriving, complete, or failed (with the reason shown). */
  state: 'pending' | 'streaming' | 'done' | 'failed';
  error?: string;
}

export const PANEL_ID = 'assistant-panel';
