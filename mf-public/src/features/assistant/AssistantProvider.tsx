import { ApiError, COMMON_NS } from 'mf-shared';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusClear, useLift } from './placement';
import { PANEL_ID, type Turn } from './types';
import './assistant.css';
import './i18n';

// The panel (and its answer rendering) loads on first use: the launcher alone is on every page.
const AssistantPanel = lazy(() => import('./AssistantPanel'));

export interface AssistantControls {
  /** Opens the panel, and asks `question` when one is given (suggested questions). */
  openAssistant: (question?: string) => void;
}

const Context = createContext<AssistantControls | null>(null);

/**
 * What a screen sees of the assistant when the API host renders it (first-screen/server.tsx): there
 * is one (as in the browser, where the app always has an AssistantProvider), so the screen draws the
 * same markup; nothing runs on the server, and the remote's render replaces it before a tap can.
 */
const SERVER_CONTROLS: AssistantControls = { openAssistant: () => undefined };
export function AssistantOnServer({ children }: { children?: ReactNode }) {
  return <Context.Provider value={SERVER_CONTROLS}>{children}</Context.Provider>;
}

/** The assistant's controls, or null outside an AssistantProvider (screens rendered alone in tests). */
export function useAssistant(): AssistantControls | null {
  return useContext(Context);
}

/** Small screens: following a link of an answer closes the panel, which covers most of the page. */
const SMALL_SCREEN = '(max-width: 640px)';

function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return Object.values(error.errors).flat()[0] ?? error.message;
  return fallback;
}

/**
 * The assistant on every public page: the launcher (bottom-left; placement.ts), the chat panel
 * (loaded on first use) and the conversation, kept while the visitor moves between pages. The
 * answers are announced by a polite live region once complete. Focus moves into the panel when
 * it opens and back to where it was (the launcher, or a suggested question on /about) when it closes.
 */
export function AssistantProvider({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('public');
  const [open, setOpen] = useState(false);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const launcher = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const turnsNow = useRef<Turn[]>(turns);
  const nextId = useRef(1);
  const inFlight = useRef<AbortController | null>(null);
  const lift = useLift(launcher, container);
  useFocusClear(launcher, container);

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

  const openAssistant = useCallback(
    (question?: string) => {
      if (!open) returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
      if (question) void ask(question);
    },
    [ask, open],
  );

  const close = useCallback(() => {
    setOpen(false);
    const back = returnTo.current?.isConnected && returnTo.current !== document.body ? returnTo.current : launcher.current;
    back?.focus();
  }, []);

  const onNavigate = useCallback(() => {
    if (typeof window.matchMedia === 'function' && window.matchMedia(SMALL_SCREEN).matches) close();
  }, [close]);

  const controls = useMemo<AssistantControls>(() => ({ openAssistant }), [openAssistant]);
  const style = { '--assistant-lift': `${lift}px` } as CSSProperties;

  return (
    <Context.Provider value={controls}>
      {children}
      {/* data-floating: the shell keeps a focused field of the page clear of it (shell/src/layout/chat/focusClearance.ts). */}
      <div className="assistant" ref={container} style={style} data-floating="">
        <button
          ref={launcher}
          type="button"
          className="assistant-launcher"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? PANEL_ID : undefined}
          onClick={() => (open ? close() : openAssistant())}
        >
          <svg className="assistant-launcher__icon" aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
            <path
              d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <path d="M12 6.5l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z" fill="currentColor" />
          </svg>
          <span>{t('assistant.launcher')}</span>
        </button>
        {open && (
          <Suspense fallback={null}>
            <AssistantPanel turns={turns} busy={busy} onAsk={(question) => void ask(question)} onClose={close} onNavigate={onNavigate} />
          </Suspense>
        )}
        <div className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </div>
      </div>
    </Context.Provider>
  );
}
