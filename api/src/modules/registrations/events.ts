import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Registration, RegistrationStatus } from 'contracts';

/**
 * In-process hook for the real-time server (docs/architecture.md section 3): it listens here and
 * broadcasts `RegistrationStatusChanged` to `private-App.Models.User.{userId}` and
 * `private-lpk.{lpkId}`. Emitted after the change is committed.
 */
export interface RegistrationStatusChanged {
  /** The registration as its owner sees it, after the change. */
  registration: Registration;
  userId: number;
  lpkId: number;
  /** null when the registration was just created. */
  previousStatus: RegistrationStatus | null;
  /** Who made the change (the caregiver, or the LPK staff member). */
  actorUserId: number;
}

/** A registration removed together with its owner's account (DELETE /me). */
export interface RegistrationDeleted {
  registrationId: number;
  userId: number;
  lpkId: number;
}

export interface RegistrationEventMap {
  'registration.status_changed': [RegistrationStatusChanged];
  'registration.deleted': [RegistrationDeleted];
}

export const registrationEvents = new EventEmitter<RegistrationEventMap>();

/**
 * Emits without letting a listener's failure turn a committed change into an error answer:
 * a listener that throws is logged with the request's logger.
 */
export function emitRegistrationEvent<K extends keyof RegistrationEventMap>(log: FastifyBaseLogger, name: K, ...args: RegistrationEventMap[K]): void {
  try {
    // The cast only re-joins K with its tuple, which TypeScript cannot follow through the generic.
    (registrationEvents.emit as (event: K, ...rest: RegistrationEventMap[K]) => boolean)(name, ...args);
  } catch (error) {
    log.error({ err: error, event: name }, 'registration event listener failed');
  }
}
