import { MESSAGE_MAX_CHARS, sendMessageBody, type Message, type MessageSentEvent, type MessageSide, type Thread } from 'contracts';
import { Spinner, useQuery } from 'mf-shared';
import { ApiForm, FormError, TextAreaField, useApiForm } from 'mf-shared/forms';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
  // Checked with the API's own request schema (the text rule, at most MESSAGE_MAX_CHARS, not
  // empty); a 422's message on the text goes under it, one on the registration (closed) above it.
  const api = useApiForm<{ body: string }, { body: string }, Message>({
    ns: 'account',
    defaultValues: { body: '' },
    schema: sendMessageBody,
    toPayload: (values) => ({ registration_id: thread.registration_id, body: values.body }),
    submit: (values) => sendMessage(thread.registration_id, values.body),
    onSuccess: (message, _values, form) => {
      setData((list) => withMessage(list ?? [], message));
      form.reset({ body: '' });
    },
  });
  const logRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (incoming && incoming.registration_id === thread.registration_id) setData((list) => withMessage(list ?? [], incoming.message));
  }, [incoming, thread.registration_id, setData]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [loaded.data]);

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
      <ApiForm api={api}>
        <FormError api={api} />
        <TextAreaField name="body" label={t('messages.body')} rows={3} maxLength={MESSAGE_MAX_CHARS} wide={false} />
        <button type="submit" className="button button--primary" disabled={api.submitting}>
          {t(api.submitting ? 'messages.sending' : 'messages.send')}
        </button>
      </ApiForm>
    </section>
  );
}
