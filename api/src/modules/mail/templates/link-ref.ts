import { z } from 'zod';

/** A LinkRef (links.ts) in a template's data. */
export const linkRefSchema = z.object({ purpose: z.string(), nonce: z.string().min(16).max(64) });

/** The recipient's own name: the only personal data a mail carries. */
export const recipientName = z.string().max(200);
