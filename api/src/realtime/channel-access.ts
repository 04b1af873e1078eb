import { actsAsStaffOf } from 'contracts';
import type { UserRow } from '../db/schema';
import type { PresenceMember } from './protocol';

/**
 * Who may join which private or presence channel (Laravel's `routes/channels.php`):
 * - `private-App.Models.User.{id}`: that user only;
 * - `private-lpk.{lpkId}` and `presence-lpk.{lpkId}`: staff of that LPK only.
 * - `private-operators`: operators only.
 * Everything else (other users, other LPKs, public or unknown channels) is refused.
 */
export type ChannelGrant = { kind: 'private' } | { kind: 'presence'; member: PresenceMember };

// Canonical ids only (no leading zeros): one channel name per user, the one events go to.
const USER_CHANNEL = /^private-App\.Models\.User\.([1-9]\d{0,11})$/;
const LPK_CHANNEL = /^(private|presence)-lpk\.([1-9]\d{0,11})$/;

/** The member a user is in a presence channel: Laravel's channel callback result as user_info. */
export function presenceMember(user: UserRow): PresenceMember {
  return { user_id: String(user.id), user_info: { id: user.id, full_name: user.full_name, avatar: user.avatar } };
}

export function authorizeChannel(user: UserRow, channel: string): ChannelGrant | null {
  const own = USER_CHANNEL.exec(channel);
  if (own) return Number(own[1]) === user.id ? { kind: 'private' } : null;
  // The platform team: new LPK applications (modules/lpk-join).
  if (channel === 'private-operators') return user.role === 'operator' ? { kind: 'private' } : null;
  const lpk = LPK_CHANNEL.exec(channel);
  if (lpk && actsAsStaffOf(user, Number(lpk[2]))) {
    return lpk[1] === 'presence' ? { kind: 'presence', member: presenceMember(user) } : { kind: 'private' };
  }
  return null;
}
