import { useSyncExternalStore } from 'react';
import { getSession, subscribe, type SessionState } from '../session/store';
import { toast, type ToastItem } from '../toast/bus';

/** The session, re-rendering on login, logout, token or user change (any tab). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** The toasts on screen, for the shell's toaster. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(toast.subscribe, toast.list, toast.list);
}
