import { getConfig } from 'mf-shared';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

/** The first of these (whichever comes first, once) loads the tag manager. */
const FIRST_INTERACTION = ['click', 'scroll'] as const;
// Capture: a scroll inside any element counts, and a click stopped by a remote still counts.
const LISTENER_OPTIONS: AddEventListenerOptions = { capture: true, passive: true };

function loadTagManager(gtmId: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTM_SCRIPT_URL}?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}

/**
 * docs/product.md section 7 / docs/architecture.md section 1: the third-party tag manager loads only when
 * configured (`getConfig().gtmId`), and only after the visitor's first click or scroll, so it
 * never delays the first paint or runs for a visitor who does nothing.
 */
export function installTagManager(): void {
  const { gtmId } = getConfig();
  if (!gtmId) return;
  const onFirstInteraction = (): void => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, onFirstInteraction, LISTENER_OPTIONS);
    loadTagManager(gtmId);
  };
  for (const type of FIRST_INTERACTION) window.addEventListener(type, onFirstInteraction, LISTENER_OPTIONS);
}
