import type { AuthSession, InvitationAcceptInput, InvitationInfo, User } from 'contracts';
import { request } from 'mf-shared';

/** The staff invitation link (/staff-invitation?token=...; contracts/src/http/institution.ts). Errors are shown by the screen (silent). */

/** POST /staff-invitation/check: what the link is for (410 with the reason when it cannot be used). */
export async function checkInvitation(token: string): Promise<InvitationInfo> {
  return (await request<InvitationInfo>({ method: 'post', url: '/api/lpk/staff-invitation/check', data: { token }, silent: true })).data;
}

/** POST /staff-invitation/accept: a new account (name and password) on the LPK's staff, signed in. */
export function acceptInvitation(body: InvitationAcceptInput): Promise<{ data: AuthSession; message: string | undefined }> {
  return request<AuthSession>({ method: 'post', url: '/api/lpk/staff-invitation/accept', data: body, silent: true });
}

/** POST /staff-invitation/join: the signed-in account (the invited address) joins the LPK's staff. */
export function joinWithAccount(token: string): Promise<{ data: { user: User }; message: string | undefined }> {
  return request<{ user: User }>({ method: 'post', url: '/api/lpk/staff-invitation/join', data: { token }, silent: true });
}
