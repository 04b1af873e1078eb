/**
 * The routes mf-public's screens call, each with the contract its answers must keep
 * (contracts/src/http). The public screens' answers depend on what each test is about (a link
 * valid or expired, a login that works or not), so no route has a default: a test says what it
 * answers with `api.use(...)`; a route it does not set answers 404.
 */
import {
  certificateVerifyRoute,
  factsRoute,
  forgotPasswordRoute,
  googleCallbackRoute,
  googleCompleteRoute,
  googleLinkRoute,
  instituteCompareRoute,
  instituteGetRoute,
  instituteSearchRoute,
  invitationAcceptRoute,
  invitationCheckRoute,
  invitationJoinRoute,
  jobGetRoute,
  jobSearchRoute,
  loginRoute,
  logoutRoute,
  lpkApplyRoute,
  lpkReapplyRoute,
  profileRoute,
  registerRoute,
  resendVerificationRoute,
  resetPasswordCheckRoute,
  resetPasswordRoute,
  reviewListRoute,
  unsubscribeRoute,
  verifyEmailRoute,
} from 'contracts';
import type { RouteTable } from 'mf-shared/test/helpers/fakeApi';

export const PUBLIC_ROUTES: RouteTable = {
  // Accounts: sign-up, sign-in, passwords, the address's verification, mail.
  'POST /api/lpk/register': { route: registerRoute },
  'POST /api/lpk/login': { route: loginRoute },
  'POST /api/lpk/logout': { route: logoutRoute },
  'GET /api/lpk/profile': { route: profileRoute },
  'POST /api/lpk/auth/google/callback': { route: googleCallbackRoute },
  'POST /api/lpk/auth/google/complete': { route: googleCompleteRoute },
  'POST /api/lpk/auth/google/link': { route: googleLinkRoute },
  'POST /api/lpk/forgot-password': { route: forgotPasswordRoute },
  'POST /api/lpk/reset-password/check': { route: resetPasswordCheckRoute },
  'POST /api/lpk/reset-password': { route: resetPasswordRoute },
  'POST /api/lpk/verify-email': { route: verifyEmailRoute },
  'POST /api/lpk/email/verification': { route: resendVerificationRoute },
  'POST /api/lpk/mail/unsubscribe': { route: unsubscribeRoute },
  // LPK staff invitations and LPK applications.
  'POST /api/lpk/staff-invitation/check': { route: invitationCheckRoute },
  'POST /api/lpk/staff-invitation/join': { route: invitationJoinRoute },
  'POST /api/lpk/staff-invitation/accept': { route: invitationAcceptRoute },
  'POST /api/lpk/lpk-applications': { route: lpkApplyRoute },
  'POST /api/lpk/lpk-applications/again': { route: lpkReapplyRoute },
  // The catalogue.
  'GET /api/lpk/institutes': { route: instituteSearchRoute },
  'GET /api/lpk/institutes/compare': { route: instituteCompareRoute },
  'GET /api/lpk/institutes/:id': { route: instituteGetRoute },
  'GET /api/lpk/institutes/:id/reviews': { route: reviewListRoute },
  'GET /api/lpk/jobs': { route: jobSearchRoute },
  'GET /api/lpk/jobs/:id': { route: jobGetRoute },
  'GET /api/lpk/facts': { route: factsRoute },
  'GET /api/lpk/certificates/:code': { route: certificateVerifyRoute },
};
