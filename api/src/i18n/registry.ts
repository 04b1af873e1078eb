import { contractMessages } from 'contracts';
import type { Messages } from './types';
import { authMessages } from '../modules/auth/messages';
import { profileMessages } from '../modules/profile/messages';
import { uploadsMessages } from '../modules/uploads/messages';
import { messagesMessages } from '../modules/messages/messages';
import { realtimeMessages } from '../realtime/messages';
import { registrationMessages } from '../modules/registrations/messages';
import { applicantsMessages } from '../modules/applicants/messages';
import { institutionMessages } from '../modules/institution/messages';
import { certificateMessages } from '../modules/certificates/messages';
import { accountMessages } from '../modules/account/messages';
import { catalogueMessages } from '../modules/catalogue/messages';
import { oidcMessages } from '../modules/auth/oidc/messages';
import { releaseMessages } from '../modules/release/messages';
import { mailMessages } from '../modules/mail/messages';
import { mailTemplateMessages } from '../modules/mail/templates/messages';
import { lpkJoinMessages } from '../modules/lpk-join/messages';
import { operatorMessages } from '../modules/operator/messages';
import { reviewMessages } from '../modules/reviews/messages';
import { reportMessages } from '../modules/reports/messages';
import { siteMessages } from '../modules/site/messages';

/** Every module's messages, and the text both tiers show (contracts/src/i18n). Add a module's `messages.ts` here. */
export const moduleMessages: Messages[] = [
  ...contractMessages,
  authMessages,
  profileMessages,
  uploadsMessages,
  messagesMessages,
  realtimeMessages,
  registrationMessages,
  applicantsMessages,
  institutionMessages,
  certificateMessages,
  accountMessages,
  catalogueMessages,
  oidcMessages,
  releaseMessages,
  mailMessages,
  mailTemplateMessages,
  lpkJoinMessages,
  operatorMessages,
  reviewMessages,
  reportMessages,
  siteMessages,
];
