import { z } from 'zod';
import { USER_ROLES } from '../rules/roles';

/** caregiver, lpk_staff, lpk_admin (pending while lpk_id is null) or operator: rules/roles.ts. */
export const userRole = z.enum(USER_ROLES);

/** The user object every client sees (docs/architecture.md section 2). Never includes the password hash. */
export const user = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    /** E.164, e.g. +6281234567890. */
    phone: z.string(),
    /** Relative to the API host (/storage/avatars/...) or absolute; null without one. */
    avatar: z.string().nullable(),
    role: userRole,
    /** The LPK of staff and of an approved LPK admin; null for other roles and for a pending LPK admin. */
    lpk_id: z.number().int().nullable(),
    /** Their own code, to invite others. */
    referral_code: z.string(),
    locale: z.string(),
    created_at: z.string(),
    /** False for an account created through Google that has no password of its own yet. */
    has_password: z.boolean(),
    /** When the owner proved the address (a mailed link, or Google); null until then. */
    email_verified_at: z.string().nullable(),
  })
  .meta({ id: 'User' });

export type User = z.infer<typeof user>;
