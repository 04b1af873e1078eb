import type { Registration, RegistrationStatusChangedEvent } from 'contracts';

/**
 * Applies a `RegistrationStatusChanged` event to a list: the registration is replaced (its
 * fields merged, so a summary payload keeps what the list knew) or, when new, put first.
 */
export function applyStatusEvent(list: readonly Registration[], event: RegistrationStatusChangedEvent): Registration[] {
  const incoming = { ...event.registration, status: event.status ?? event.registration.status };
  const index = list.findIndex((r) => r.id === incoming.id);
  if (index === -1) {
    return isComplete(incoming) ? [incoming, ...list] : [...list];
  }
  const next = [...list];
  next[index] = { ...list[index]!, ...incoming };
  return next;
}

function isComplete(value: Partial<Registration>): value is Registration {
  return typeof value.id === 'number' && typeof value.lpk_id === 'number' && Array.isArray(value.history);
}

/** The LPK's name, or "LPK #id" when the answer did not carry it. */
export function lpkName(registration: Pick<Registration, 'lpk' | 'lpk_id'>, fallback: (id: number) => string): string {
  return registration.lpk?.name ?? fallback(registration.lpk_id);
}
