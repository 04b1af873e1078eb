import { zodResolver } from '@hookform/resolvers/zod';
import { googleLinkBody } from 'contracts';
import { issueKind, withFormMessages } from 'mf-shared';
import { z } from 'zod/mini';

/** The existing account's password, to link Google to it: the request schema of POST /auth/google/link (contracts) without the ticket. */
export const linkSchema = z.object({ password: googleLinkBody.shape.password });

export const linkResolver = withFormMessages(zodResolver(linkSchema, { error: issueKind }), {
  password: { required: 'authCallback.link_password_required', default: 'authCallback.link_password_required' },
});

export type LinkFormValues = z.output<typeof linkSchema>;
