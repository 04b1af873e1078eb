import { z } from 'zod';
import { fullName } from '../person';
import { phone } from '../phone';
import { ALWAYS, choice, group, int, isRecord, line, list, optionalBool, optionalLine, optionalYear } from './fields';

/** An Indonesian phone number normalised to E.164, optional. */
const optionalPhone = () => z.preprocess((v) => (v === '' ? undefined : v), phone.optional().nullable()).transform((v) => v ?? null);

/**
 * Family composition and an emergency contact (both asked by Japanese employers).
 * POST /api/lpk/profile/family
 *
 * {
 *   "members": [                                   1-20 entries
 *     { "relation": "father", "full_name": "Budi Santoso", "birth_year": 1965,
 *       "occupation": "Petani", "phone": "0812...", "alive": true, "lives_with_me": true }
 *   ],
 *   "emergency_contact": {
 *     "full_name": "Budi Santoso", "relation": "father", "phone": "0812-3456-7890",
 *     "address": "Jl. Melati No. 5, Bogor"
 *   },
 *   "dependents_count": 2                           people who depend on the applicant's income, 0-20
 * }
 *
 * Rules: at most one father, one mother and one spouse.
 */

export const RELATIONS = ['father', 'mother', 'spouse', 'child', 'sibling', 'other'] as const;
export const CONTACT_RELATIONS = ['father', 'mother', 'spouse', 'child', 'sibling', 'relative', 'friend', 'other'] as const;
/** Relations a family lists at most once. */
export const RELATIONS_ONCE: ReadonlySet<string> = new Set(['father', 'mother', 'spouse']);
export const MEMBERS_MAX = 20;

const member = group({
  relation: choice(RELATIONS),
  full_name: fullName,
  birth_year: optionalYear(1900),
  occupation: optionalLine(80),
  phone: optionalPhone(),
  alive: optionalBool(),
  lives_with_me: optionalBool(),
});

const emergencyContact = group({
  full_name: fullName,
  relation: choice(CONTACT_RELATIONS),
  phone,
  address: line(200, 5),
});

export const familySchema = group({
  members: list(member, 1, MEMBERS_MAX),
  emergency_contact: emergencyContact,
  dependents_count: int(0, 20),
}).superRefine((value, ctx) => {
  const raw: unknown = value;
  if (!isRecord(raw) || !Array.isArray(raw.members)) return;
  const seen = new Set<string>();
  raw.members.forEach((m: unknown, index) => {
    if (!isRecord(m) || typeof m.relation !== 'string' || !RELATIONS_ONCE.has(m.relation)) return;
    if (seen.has(m.relation)) ctx.addIssue({ code: 'custom', path: ['members', index, 'relation'], message: 'labels.profile.family.relation_once' });
    seen.add(m.relation);
  });
}, ALWAYS);

export type FamilyInput = z.input<typeof familySchema>;

/** The family section as stored and answered. */
export const familyData = z
  .object({
    members: z.array(
      z.object({
        relation: z.enum(RELATIONS),
        full_name: z.string(),
        birth_year: z.number().int().nullable(),
        occupation: z.string().nullable(),
        phone: z.string().nullable(),
        alive: z.boolean().nullable(),
        lives_with_me: z.boolean().nullable(),
      }),
    ),
    emergency_contact: z.object({ full_name: z.string(), relation: z.enum(CONTACT_RELATIONS), phone: z.string(), address: z.string() }),
    dependents_count: z.number().int(),
  })
  .meta({ id: 'FamilySection' });

export type FamilyData = z.infer<typeof familyData>;
