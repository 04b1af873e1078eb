import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody } from 'contracts';
import { issueKind, withFormMessages, type FormMessages } from 'mf-shared';
import type { z } from 'zod/mini';

/** What the form checks before any call: the request schema of POST /forgot-password (contracts). */
export const FORGOT_MESSAGES: FormMessages = {
  email: { required: 'forgot.errors.email_required', default: 'forgot.errors.email_invalid' },
};

export const forgotResolver = withFormMessages(zodResolver(forgotPasswordBody, { error: issueKind }), FORGOT_MESSAGES);

export type ForgotFormInput = z.input<typeof forgotPasswordBody>;
export type ForgotFormValues = z.output<typeof forgotPasswordBody>;
