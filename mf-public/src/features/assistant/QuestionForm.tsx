import { useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_CHARS } from './api';
import './i18n';

export interface QuestionFormProps {
  /** The panel's id, which the form's ids are made from. */
  id: string;
  /** The question field (the panel focuses it when it opens and after a suggested question). */
  field: RefObject<HTMLTextAreaElement | null>;
  busy: boolean;
  onAsk: (question: string) => void;
}

/**
 * The assistant panel's question form: the field with its hint, counter and problem (empty, too
 * long), and the send button. Enter sends, Shift+Enter starts a new line; nothing is sent while an
 * answer is awaited.
 */
export function QuestionForm({ id, field, busy, onAsk }: QuestionFormProps) {
  const { t } = useTranslation('public');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();

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

  const onFieldKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line (and nothing happens while an IME composes).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
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
  );
}
