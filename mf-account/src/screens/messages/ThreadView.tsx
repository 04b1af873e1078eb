import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_MAX_CHARS, issueKey, sendMessageBody, type Message, type MessageSentEvent, type MessageSide, type Thread } from 'contracts';
import { Spinner, formMessage, useQuery } from 'mf-shared';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { sendMessage, threadQuery } from '../../api/messages';
import { formatDateTime } from '../../components/formatDate';
import { LoadFailed } from '../../components/LoadFailed';
import './i18n';

interface Props {
  thread: Thread;
  title: string;
  mySide: MessageSide;
  /** The latest MessageSent event (any thread); appended when it belongs here. */
  incoming: MessageSentEvent | null;
  /** The name of the message log for screen readers; by default "Messages with {title}". */
  logLabel?: string;
}

function withMessage(list: readonly Message[], message: Message): Message[] {
  return list.some((m) => m.id === message.id) ? [...list] : [...list, message];
}

/** One conversation: its messages oldest first, and the form to write. */
export function ThreadView({ thread, title, mySide, incoming, logLabel }: Props) {
  const { t } = useTranslation('account');
  const id = useId();
  // Read again on every opening (it marks the other side's messages read); never shown from the cache of a previous opening.
  const loaded = useQuery(threadQuery(thread.registration_id), { forget: true });
  const { setData } = loaded;
  // The API's own request schema: the text rule, at most MESSAGE_MAX_CHARS, not empty.
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting: sending },
  } = useForm<z.input<typeof sendMessageBody>, unknown, z.output<typeof sendMessageBody>>({
    resolver: zodResolver(sendMessageBody, { error: issueKey }),
    defaultValues: { registration_id: thread.registration_id, body: '' },
  });
  const error = formMessage(errors.body?.message, 'account');
  const logRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (incoming && incoming.registration_id === thread.registration_id) setData((list) => withMessage(list ?? [], incoming.message));
  }, [incoming, thread.registration_id, setData]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [loaded.data]);

  const onSubmit = async (values: z.output<typeof sendMessageBody>) => {
    try {
      const message = await sendMessage(thread.registration_id, values.body);
      setData((list) => withMessage(list ?? [], message));
      reset({ registration_id: thread.registration_id, body: '' });
    } catch {
      // The toast said why; the text stays to try again.
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {loaded.status === 'loading' && <Spinner label={t('load.loading')} />}
      {loaded.status === 'error' && <LoadFailed onRetry={loaded.reload} />}
      {loaded.data?.length === 0 && <p>{t('messages.no_messages')}</p>}
      {loaded.data && loaded.data.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the log scrolls: it takes focus so a keyboard can scroll it
        <ol ref={logRef} className="message-log" aria-label={logLabel ?? t('messages.log', { name: title })} tabIndex={0}>
          {loaded.data.map((message) => {
            const mine = message.side === mySide;
            return (
              <li key={message.id} className={`message${mine ? ' message--mine' : ''}`}>
                <span className="message__meta">
                  {mine ? t('messages.you') : (message.sender?.full_name ?? t('messages.deleted_sender'))} ·{' '}
                  <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
                </span>
                <span className="message__body">{message.body}</span>
              </li>
            );
          })}
        </ol>
      )}
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <div className={`field${error ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-body`}>
            {t('messages.body')}
          </label>
          <textarea
            id={`${id}-body`}
            className="field__input"
            rows={3}
            maxLength={MESSAGE_MAX_CHARS}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...register('body')}
          />
          {error && (
            <p id={`${id}-error`} className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {t(sending ? 'messages.sending' : 'messages.send')}
        </button>
      </form>
    </section>
  );
}
