import { ApiError, COMMON_NS } from 'mf-shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Turn } from './types';
import './i18n';

export interface Conversation {
  turns: Turn[];
  /** A question is being answered (one at a time). */
  busy: boolean;
  /** What the polite live region says: thinking, the complete answer, or why it failed. */
  announcement: string;
  ask: (question: string) => Promise<void>;
}

/**
 * The assistant's conversation: the turns (each answer streamed into its turn), one question at
 * a time with the earlier answered turns as its history, and what the live region announces. The
 * question in flight is dropped when the provider goes.
 */
export function useConversation(): Conversation {
  const { t } = useTranslation('public');
  const [turns, setTurns] = useState<Turn[]>([]);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const turnsNow = useRef<Turn[]>(turns);
  const nextId = useRef(1);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    turnsNow.current = turns;
  }, [turns]);
  useEffect(() => () => inFlight.current?.abort(), []);

  const update = (id: number, change: Partial<Turn>) => setTurns((list) => list.map((turn) => (turn.id === id ? { ...turn, ...change } : turn)));

  const ask = useCallback(
    async (question: string) => {
      if (inFlight.current) return;
      const history = turnsNow.current.filter((turn) => turn.state === 'done').map((turn) => ({ role: turn.role, content: turn.text }));
      const questionId = nextId.current++;
      const answerId = nextId.current++;
      const added: Turn[] = [
        { id: questionId, role: 'user', text: question, sources: [], state: 'done' },
        { id: answerId, role: 'assistant', text: '', sources: [], state: 'pending' },
      ];
      setTurns((list) => [...list, ...added]);
      turnsNow.current = [...turnsNow.current, ...added];
      const controller = new AbortController();
      inFlight.current = controller;
      setBusy(true);
      setAnnouncement(t('assistant.thinking'));
      try {
        // The network code (streaming, SSE parsing) loads with the first question, not on every page.
        const { askAssistant } = await import('./api');
        const answer = await askAssistant(question, history, {
          signal: controller.signal,
          onSources: (sources) => update(answerId, { sources }),
          onText: (text) => update(answerId, { text, state: 'streaming' }),
        });
        update(answerId, { text: answer.answer, sources: answer.sources, state: 'done' });
        setAnnouncement(t('assistant.answered', { answer: answer.answer }));
      } catch (error) {
        if (controller.signal.aborted) return;
        const reason = reasonOf(error, t(`${COMMON_NS}:errors.network`));
        update(answerId, { state: 'failed', error: reason });
        setAnnouncement(t('assistant.failed', { message: reason }));
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
        setBusy(false);
      }
    },
    [t],
  );

  return { turns, busy, announcement, ask };
}

function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return Object.values(error.errors).flat()[0] ?? error.message;
  return fallback;
}
