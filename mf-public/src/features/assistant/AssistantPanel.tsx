import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConversationLog } from './ConversationLog';
import { QuestionForm } from './QuestionForm';
import { Suggestions } from './Suggestions';
import { PANEL_ID, type Turn } from './types';
import './i18n';

export interface AssistantPanelProps {
  turns: readonly Turn[];
  busy: boolean;
  onAsk: (question: string) => void;
  onClose: () => void;
  /** A link of an answer was followed. */
  onNavigate: () => void;
}

/**
 * The chat panel: a non-modal dialog with a heading, the conversation, example questions while it
 * is empty, and the question form. Focus moves to the question field when it opens; Escape
 * closes it (focus then goes back where it was: the provider's business). Answers are announced
 * by the provider's live region, not by this list, so a streamed answer is read once, complete.
 */
export default function AssistantPanel({ turns, busy, onAsk, onClose, onNavigate }: AssistantPanelProps) {
  const { t } = useTranslation('public');
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    field.current?.focus();
  }, []);

  // The newest turn in view.
  const last = turns.at(-1);
  useEffect(() => {
    const element = body.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [turns.length, last?.text, last?.state]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const pick = (question: string) => {
    onAsk(question);
    field.current?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog pattern: Escape anywhere in the panel closes it
    <div
      id={PANEL_ID}
      className="assistant-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onKeyDown={onKeyDown}
    >
      <div className="assistant-panel__header">
        <h2 id={`${id}-title`} className="assistant-panel__title">
          {t('assistant.title')}
        </h2>
        <button type="button" className="assistant-panel__close" aria-label={t('assistant.close')} onClick={onClose}>
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="assistant-panel__body" ref={body}>
        <p id={`${id}-intro`} className="assistant-panel__intro">
          {t('assistant.intro')}
        </p>
        {turns.length === 0 ? <Suggestions onPick={pick} /> : <ConversationLog turns={turns} onNavigate={onNavigate} />}
      </div>
      <QuestionForm id={id} field={field} busy={busy} onAsk={onAsk} />
    </div>
  );
}
