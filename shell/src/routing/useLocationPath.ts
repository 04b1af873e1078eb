import { useSyncExternalStore } from 'react';

/** Events after which the path may have changed: single-spa's own, and a real Back/Forward. */
const ROUTE_EVENTS = ['single-spa:routing-event', 'popstate'] as const;

function subscribe(onChange: () => void): () => void {
  for (const name of ROUTE_EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of ROUTE_EVENTS) window.removeEventListener(name, onChange);
  };
}

function currentPath(): string {
  return window.location.pathname;
}

/** The current `location.pathname`, re-rendering after every single-spa navigation. */
export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, currentPath, currentPath);
}
