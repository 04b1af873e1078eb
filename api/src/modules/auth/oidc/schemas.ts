import { z } from 'zod';
import { accepted, fullName, phone } from '../schemas';

/** Longest callback parameter accepted (codes and states are far shorter). */
const PARAM_MAX = 2048;
const param = z.string().max(PARAM_MAX).optional();

/**
 * What the /auth/callback screen forwards of the provider's redirect: the code and state, the
 * `iss` the provider adds (checked when it announces it), or the error it reports.
 */
export const callbackSchema = z.object({
  code: param,
  state: param,
  iss: param,
  error: param,
  error_description: param,
});

/** A new Google user finishing registration: what registration asks and Google does not give. */
export const completeSchema = z.object({
  ticket: z.string().min(1).max(200),
  full_name: fullName,
  phone,
  agree: accepted,
});

/** An identity waiting to be linked: the link ticket and the existing account's password. */
export const linkSchema = z.object({
  ticket: z.string().min(1).max(200),
  password: z.string().min(1).max(200),
});
