/**
 * Channel and event names of the real-time server (docs/architecture.md section 3; api/src/realtime).
 * Echo adds the `private-` prefix itself and, with its default namespace `App.Events`, binds
 * `.listen('RegistrationStatusChanged')` to the Laravel event `App\Events\RegistrationStatusChanged`.
 */
export const userChannel = (userId: number): string => `App.Models.User.${userId}`;
export const lpkChannel = (lpkId: number): string => `lpk.${lpkId}`;
/** Every operator (new LPK applications). */
export const OPERATORS_CHANNEL = 'operators';

export const EVENTS = Object.freeze({
  registrationStatusChanged: 'RegistrationStatusChanged',
  messageSent: 'MessageSent',
  registrationDeleted: 'RegistrationDeleted',
  // LPK join (contracts LPK_JOIN_EVENTS).
  lpkApplicationSubmitted: 'LpkApplicationSubmitted',
  lpkApplicationDecided: 'LpkApplicationDecided',
  lpkSuspensionChanged: 'LpkSuspensionChanged',
  /** On `lpk.{id}`: the operator suspended or reinstated the staff's own LPK (payload: OwnLpk). */
  lpkStatusChanged: 'LpkStatusChanged',
});
