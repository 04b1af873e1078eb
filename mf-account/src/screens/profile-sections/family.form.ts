import { z } from 'zod';
import { ALWAYS, boolOrNull, boolStr, isRecord, makeRules, numberOrNull, records, rowList, str, text, textOrNull, type Translate } from './shared/rules';

/** Family section (api/src/modules/profile/sections/family.ts): form values, rules, payload. */

export const RELATIONS = ['father', 'mother', 'spouse', 'child', 'sibling', 'other'] as const;
export const CONTACT_RELATIONS = ['father', 'mother', 'spouse', 'child', 'sibling', 'relative', 'friend', 'other'] as const;
const ONCE: ReadonlySet<string> = new Set(['father', 'mother', 'spouse']);
export const MEMBERS_MAX = 20;

export interface MemberPayload {
  relation: string;
  full_name: string;
  birth_year: number | null;
  occupation: string | null;
  phone: string | null;
  alive: boolean | null;
  lives_with_me: boolean | null;
}

/** What POST /api/lpk/profile/family takes. */
export interface FamilyPayload {
  members: MemberPayload[];
  emergency_contact: { full_name: string; relation: string; phone: string; address: string };
  dependents_count: number;
}

export function familySchema(t: Translate) {
  const r = makeRules(t);
  const member = z.object({
    relation: r.choice(RELATIONS),
    full_name: r.personName(),
    birth_year: r.optionalYear(1900),
    occupation: r.optionalLine(80),
    phone: r.optionalPhone(),
    alive: r.optionalBool(),
    lives_with_me: r.optionalBool(),
  });
  return z
    .object({
      members: rowList(r, member, 1, MEMBERS_MAX),
      emergency_contact: z.object({
        full_name: r.personName(),
        relation: r.choice(CONTACT_RELATIONS),
        phone: r.phone(),
        address: r.line(200, 5),
      }),
      dependents_count: r.int(0, 20),
    })
    .superRefine((v, ctx) => {
      const seen = new Set<string>();
      v.members.forEach((m, index) => {
        if (!ONCE.has(m.relation)) return;
        if (seen.has(m.relation)) ctx.addIssue({ code: 'custom', path: ['members', index, 'relation'], message: t('family.errors.relation_once') });
        seen.add(m.relation);
      });
    }, ALWAYS);
}

export type FamilyValues = z.input<ReturnType<typeof familySchema>>;
export type MemberValues = FamilyValues['members'][number];

export const emptyMember = (): MemberValues => ({ relation: '', full_name: '', birth_year: '', occupation: '', phone: '', alive: '', lives_with_me: '' });

export const emptyFamily = (): FamilyValues => ({
  members: [emptyMember()],
  emergency_contact: { full_name: '', relation: '', phone: '', address: '' },
  dependents_count: '',
});

export function familyFromSaved(saved: Record<string, unknown>): FamilyValues {
  const members = records(saved.members).map((m) => ({
    relation: str(m.relation),
    full_name: str(m.full_name),
    birth_year: str(m.birth_year),
    occupation: str(m.occupation),
    phone: str(m.phone),
    alive: boolStr(m.alive),
    lives_with_me: boolStr(m.lives_with_me),
  }));
  const c = isRecord(saved.emergency_contact) ? saved.emergency_contact : {};
  return {
    members: members.length > 0 ? members : [emptyMember()],
    emergency_contact: { full_name: str(c.full_name), relation: str(c.relation), phone: str(c.phone), address: str(c.address) },
    dependents_count: str(saved.dependents_count),
  };
}

export function familyPayload(v: FamilyValues): FamilyPayload {
  return {
    members: v.members.map((m) => ({
      relation: m.relation,
      full_name: text(m.full_name),
      birth_year: numberOrNull(m.birth_year),
      occupation: textOrNull(m.occupation),
      phone: textOrNull(m.phone),
      alive: boolOrNull(m.alive),
      lives_with_me: boolOrNull(m.lives_with_me),
    })),
    emergency_contact: {
      full_name: text(v.emergency_contact.full_name),
      relation: v.emergency_contact.relation,
      phone: text(v.emergency_contact.phone),
      address: text(v.emergency_contact.address),
    },
    dependents_count: Number(v.dependents_count),
  };
}
