import { isLpkRole } from 'contracts';
import { Spinner, usePageTitle, useQuery, useSession } from 'mf-shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { threadsQuery } from '../../api/messages';
import { LIVE_LIST } from '../../api/registrations';
import type { MessageSentEvent, Thread as ThreadView } from 'contracts';
import { LoadFailed } from '../../components/LoadFailed';
import { EVENTS, lpkChannel, userChannel } from '../../realtime/channels';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent';
import { ThreadView as Thread } from './ThreadView';
import './i18n';

/** /admin/messages: one thread per registration; read, send, and receive new messages live. */
export default function MessagesScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('messages.title'));
  const { user } = useSession();
  const staff = user !== null && isLpkRole(user.role);
  const [params, setParams] = useSearchParams();
  const threads = useQuery(threadsQuery, LIVE_LIST);
  const [incoming, setIncoming] = useState<MessageSentEvent | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const requested = Number(params.get('registration_id')) || null;
  const selectedId = requested ?? threads.data?.[0]?.registration_id ?? null;
  const selected = threads.data?.find((thread) => thread.registration_id === selectedId) ?? null;
  const { setData } = threads;
  const titleOf = useCallback((thread: ThreadView) => (staff ? thread.caregiver.full_name : thread.lpk.name), [staff]);

  const onMessage = useCallback(
    (event: MessageSentEvent) => {
      setIncoming(event);
      setData((list) =>
        (list ?? []).map((thread) =>
          thread.registration_id === event.registration_id
            ? {
                ...thread,
                last_message: event.message,
                last_activity_at: event.message.created_at,
                unread_count: thread.registration_id === selectedId ? 0 : thread.unread_count + 1,
              }
            : thread,
        ),
      );
      setAnnouncement(t('messages.new_message', { name: event.message.sender?.full_name ?? t('messages.deleted_sender') }));
    },
    [selectedId, setData, t],
  );
  const channel = user ? (staff && user.lpk_id ? lpkChannel(user.lpk_id) : userChannel(user.id)) : null;
  useRealtimeEvent(channel, EVENTS.messageSent, onMessage);

  const open = (thread: ThreadView) => {
    setParams({ registration_id: String(thread.registration_id) }, { replace: true });
    setData((list) => (list ?? []).map((item) => (item.registration_id === thread.registration_id ? { ...item, unread_count: 0 } : item)));
  };

  return (
    <div className="stack">
      <header>
        <h1>{t('messages.title')}</h1>
        <p className="muted">{t(staff ? 'messages.intro_staff' : 'messages.intro')}</p>
      </header>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {threads.status === 'loading' && <Spinner label={t('load.loading')} />}
      {threads.status === 'error' && <LoadFailed onRetry={threads.reload} />}
      {threads.data?.length === 0 && <p>{t('messages.empty')}</p>}
      {threads.data && threads.data.length > 0 && (
        <div className="messages-layout">
          <ThreadList threads={threads.data} selectedId={selectedId} titleOf={titleOf} onOpen={open} />
          {selected ? (
            <Thread key={selected.registration_id} thread={selected} title={titleOf(selected)} mySide={staff ? 'staff' : 'caregiver'} incoming={incoming} />
          ) : (
            <p>{t('messages.choose')}</p>
          )}
        </div>
      )}
    </div>
  );
}

/** The threads, the open one marked: each with its title, the start of its last message and its unread count. */
function ThreadList({
  threads,
  selectedId,
  titleOf,
  onOpen,
}: {
  threads: ThreadView[];
  selectedId: number | null;
  titleOf: (thread: ThreadView) => string;
  onOpen: (thread: ThreadView) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="messages-threads-title">
      <h2 id="messages-threads-title">{t('messages.threads')}</h2>
      <ul className="plain-list thread-list">
        {threads.map((thread) => (
          <li key={thread.registration_id}>
            <button type="button" className="button" aria-current={thread.registration_id === selectedId ? 'true' : undefined} onClick={() => onOpen(thread)}>
              <span>
                <strong>{titleOf(thread)}</strong>
                {thread.last_message && <span className="message__meta">{thread.last_message.body.slice(0, 60)}</span>}
                {thread.unread_count > 0 && <span className="status-badge">{t('messages.unread', { count: thread.unread_count })}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
