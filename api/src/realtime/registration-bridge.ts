import { registrationEvents, type RegistrationDeleted, type RegistrationStatusChanged } from '../modules/registrations/events';
import { channels, type Broadcaster } from './broadcaster';

/**
 * Registration changes -> Echo (docs/architecture.md section 3):
 * - the caregiver's `private-App.Models.User.{id}` gets `RegistrationStatusChanged` with the
 *   whole registration as its owner sees it;
 * - the LPK's `private-lpk.{lpkId}` gets `RegistrationStatusChanged` with a summary only (ids
 *   and status): after a withdrawal the LPK must not receive the registration's data any more,
 *   and staff consoles fetch details through the API, which checks access;
 * - an account deletion tells the LPK `RegistrationDeleted`.
 * Returns the function that unsubscribes (the app calls it when it closes).
 */
export function bridgeRegistrationEvents(broadcaster: Broadcaster): () => void {
  const onStatusChanged = (event: RegistrationStatusChanged) => {
    const { registration } = event;
    void broadcaster.event('RegistrationStatusChanged', channels.user(event.userId), {
      registration,
      status: registration.status,
      previous_status: event.previousStatus,
    });
    void broadcaster.event('RegistrationStatusChanged', channels.lpk(event.lpkId), {
      registration: {
        id: registration.id,
        lpk_id: registration.lpk_id,
        job_id: registration.job_id,
        status: registration.status,
        created_at: registration.created_at,
        updated_at: registration.updated_at,
      },
      status: registration.status,
      previous_status: event.previousStatus,
    });
  };
  const onDeleted = (event: RegistrationDeleted) => {
    void broadcaster.event('RegistrationDeleted', channels.lpk(event.lpkId), { registration: { id: event.registrationId, lpk_id: event.lpkId } });
  };
  registrationEvents.on('registration.status_changed', onStatusChanged);
  registrationEvents.on('registration.deleted', onDeleted);
  return () => {
    registrationEvents.off('registration.status_changed', onStatusChanged);
    registrationEvents.off('registration.deleted', onDeleted);
  };
}
