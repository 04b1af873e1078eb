import { useTranslation } from 'react-i18next';
import { AnswerText } from './AnswerText';
import { SourceList } from './SourceList';
import type { Turn } from './types';
import './i18n';

/** The conversation of the assistant's panel: each question, and each answer with its sources (dots while it is awaited). */
export function ConversationLog({ turns, onNavigate }: { turns: readonly Turn[]; onNavigate: () => void }) {
  const { t } = useTranslation('public');
  return (
    <ol className="assistant-log" aria-label={t('assistant.conversation')}>
      {turns.map((turn) => (
        <li
          key={turn.id}
          className={`assistant-turn assistant-turn--${turn.role}`}
          aria-busy={turn.state === 'pending' || turn.state === 'streaming' ? true : undefined}
        >
          <span className="visually-hidden">{t(turn.role === 'user' ? 'assistant.you' : 'assistant.assistant')} </span>
          <TurnText turn={turn} />
          {turn.role === 'assistant' && turn.state !== 'failed' && <SourceList sources={turn.sources} onNavigate={onNavigate} />}
        </li>
      ))}
    </ol>
  );
}

/** A turn's words: the question, the answer (as it streams), why it failed, or typing dots before its first words. */
function TurnText({ turn }: { turn: Turn }) {
  const { t } = useTranslation('public');
  if (turn.role === 'user') return <p className="assistant-turn__question">{turn.text}</p>;
  if (turn.state === 'failed') return <p className="assistant-turn__error">{t('assistant.failed', { message: turn.error ?? '' })}</p>;
  if (turn.text) return <AnswerText text={turn.text} />;
  return (
    <p className="assistant-turn__typing" aria-hidden="true">
      <span />
      <span />
      <span />
    </p>
  );
}
