/**
 * Channel and event names of the real-time server (docs/architecture.md section 3; api/src/realtime).
 * Echo adds the `private-` prefix itself and, with its default namespace `App.Events`, binds
 * `.listen('RegistrationStatusChanged')` to the Laravel event `App\Events\RegistrationStatusChanged`.
 */
export const userChannel = (userId: number): string => `App.Models.User.${userId}`;
export const lpkChannel = (lpkId: number): string => `lpk.${lpkId}`;

export const EVENTS = Object.freeze({
  registrationStatusChanged: 'RegistrationStatusChanged',
  messageSent: 'MessageSent',
  registrationDeleted: 'RegistrationDeleted',
});
