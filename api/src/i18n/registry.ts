import type { Messages } from './types';
import { authMessages } from '../modules/auth/messages';

/** Every module's messages. Add a module's `messages.ts` here. */
export const moduleMessages: Messages[] = [authMessages];
