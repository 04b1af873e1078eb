import { zodResolver } from '@hookform/resolvers/zod';
import { googleCompleteBody } from 'contracts';
import { issueKind, withFormMessages } from 'mf-shared';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import { PERSON_MESSAGES } from '../register/personMessages';
import { isIndonesianPhone } from '../register/phone';

/**
 * What a new Google user still gives before the account exists: the request schema of POST
 * /auth/google/complete (contracts) without the ticket (the screen holds it), checked and worded
 * as the registration form (register/i18n.ts holds the messages).
 */
export const completeSchema = z.object({
  full_name: googleCompleteBody.shape.full_name,
  phone: googleCompleteBody.shape.phone.check(z.refine(isIndonesianPhone)),
  agree: googleCompleteBody.shape.agree,
});

/** The form's controls: strings, and the agreement checkbox's boolean (the schema accepts more, as the API does). */
export type CompleteFormInput = Omit<z.input<typeof completeSchema>, 'agree'> & { agree: boolean };
export type CompleteFormValues = z.output<typeof completeSchema>;

export const completeResolver = withFormMessages(zodResolver(completeSchema, { error: issueKind }), PERSON_MESSAGES) as Resolver<
  CompleteFormInput,
  unknown,
  CompleteFormValues
>;

/** The fields the server may report errors on. */
export const COMPLETE_FIELDS = ['full_name', 'phone', 'agree'] as const;
