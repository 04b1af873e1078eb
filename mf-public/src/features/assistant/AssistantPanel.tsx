import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerText } from './AnswerText';
import { MESSAGE_MAX_CHARS } from './api';
import { SourceList } from './SourceList';
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
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    field.current?.focus();
  }, []);

  // The newest turn in view.
  const last = turns.at(-1);
  useEffect(() => {
    const element = body.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [turns.length, last?.text, last?.state]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const question = draft.trim();
    if (!question) {
      setProblem(t('assistant.empty'));
      field.current?.focus();
      return;
    }
    if (question.length > MESSAGE_MAX_CHARS) {
      setProblem(t('assistant.too_long', { max: MESSAGE_MAX_CHARS }));
      field.current?.focus();
      return;
    }
    if (busy) return;
    setProblem(undefined);
    setDraft('');
    onAsk(question);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const onFieldKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line (and nothing happens while an IME composes).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
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
        {turns.length === 0 ? (
          <Suggestions onPick={pick} />
        ) : (
          <ol className="assistant-log" aria-label={t('assistant.conversation')}>
            {turns.map((turn) => (
              <li
                key={turn.id}
                className={`assistant-turn assistant-turn--${turn.role}`}
                aria-busy={turn.state === 'pending' || turn.state === 'streaming' ? true : undefined}
              >
                <span className="visually-hidden">{t(turn.role === 'user' ? 'assistant.you' : 'assistant.assistant')} </span>
                {turn.role === 'user' ? (
                  <p className="assistant-turn__question">{turn.text}</p>
                ) : turn.state === 'failed' ? (
                  <p className="assistant-turn__error">{t('assistant.failed', { message: turn.error ?? '' })}</p>
                ) : turn.text ? (
                  <AnswerText text={turn.text} />
                ) : (
                  <p className="assistant-turn__typing" aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </p>
                )}
                {turn.role === 'assistant' && turn.state !== 'failed' && <SourceList sources={turn.sources} onNavigate={onNavigate} />}
              </li>
            ))}
          </ol>
        )}
      </div>
      <form className="assistant-form" onSubmit={submit} noValidate>
        <label className="assistant-form__label" htmlFor={`${id}-question`}>
          {t('assistant.input_label')}
        </label>
        <div className="assistant-form__row">
          <textarea
            ref={field}
            id={`${id}-question`}
            className="field__input assistant-form__input"
            rows={2}
            maxLength={MESSAGE_MAX_CHARS}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (problem) setProblem(undefined);
            }}
            onKeyDown={onFieldKeyDown}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            aria-invalid={problem ? true : undefined}
          />
          <button type="submit" className="button button--primary assistant-form__send" aria-disabled={busy || undefined}>
            {t('assistant.send')}
          </button>
        </div>
        <p id={`${id}-hint`} className="field__hint">
          {t('assistant.input_hint', { max: MESSAGE_MAX_CHARS })}{' '}
          <span className="assistant-form__counter">{t('assistant.counter', { count: draft.length, max: MESSAGE_MAX_CHARS })}</span>
        </p>
        {problem && (
          <p id={`${id}-problem`} className="field__error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
