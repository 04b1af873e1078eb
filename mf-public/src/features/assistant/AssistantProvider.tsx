import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusClear, useLift } from './placement';
import { PANEL_ID } from './types';
import { useConversation } from './useConversation';
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

/**
 * The assistant on every public page: the launcher (bottom-left; placement.ts), the chat panel
 * (loaded on first use) and the conversation, kept while the visitor moves between pages. The
 * answers are announced by a polite live region once complete. Focus moves into the panel when
 * it opens and back to where it was (the launcher, or a suggested question on /about) when it closes.
 */
export function AssistantProvider({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { turns, busy, announcement, ask } = useConversation();
  const launcher = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const lift = useLift(launcher, container);
  useFocusClear(launcher, container);

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
        <Launcher ref={launcher} open={open} onClick={() => (open ? close() : openAssistant())} />
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

/** The launcher: opens the panel (its dialog) and closes it again. */
function Launcher({ ref, open, onClick }: { ref: RefObject<HTMLButtonElement | null>; open: boolean; onClick: () => void }) {
  const { t } = useTranslation('public');
  return (
    <button
      ref={ref}
      type="button"
      className="assistant-launcher"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? PANEL_ID : undefined}
      onClick={onClick}
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
  );
}
