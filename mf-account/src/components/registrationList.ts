import type { RegistrationStatusChangedEvent, RegistrationView } from '../api/types';

/**
 * Applies a `RegistrationStatusChanged` event to a list: the registration is replaced (its
 * fields merged, so a summary payload keeps what the list knew) or, when new, put first.
 */
export function applyStatusEvent(list: readonly RegistrationView[], event: RegistrationStatusChangedEvent): RegistrationView[] {
  const incoming = { ...event.registration, status: event.status ?? event.registration.status };
  const index = list.findIndex((r) => r.id === incoming.id);
  if (index === -1) {
    return isComplete(incoming) ? [incoming, ...list] : [...list];
  }
  const next = [...list];
  next[index] = { ...list[index]!, ...incoming };
  return next;
}

function isComplete(value: Partial<RegistrationView>): value is RegistrationView {
  return typeof value.id === 'number' && typeof value.lpk_id === 'number' && Array.isArray(value.history);
}

/** The LPK's name, or "LPK #id" when the answer did not carry it. */
export function lpkName(registration: Pick<RegistrationView, 'lpk' | 'lpk_id'>, fallback: (id: number) => string): string {
  return registration.lpk?.name ?? fallback(registration.lpk_id);
}
