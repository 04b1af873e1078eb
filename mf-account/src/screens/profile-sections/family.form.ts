import type { FamilyInput, StoredSectionOf } from 'contracts';
import { boolOrNull, boolStr, isRecord, numberOrNull, numeric, records, str, text, textOrNull } from 'mf-shared/forms';

/** Family section: form values and the payload of POST /api/lpk/profile/family (rules: contracts' familySchema). */

export interface MemberValues {
  relation: string;
  full_name: string;
  birth_year: string;
  occupation: string;
  phone: string;
  alive: '' | 'true' | 'false';
  lives_with_me: '' | 'true' | 'false';
}

export interface FamilyValues {
  members: MemberValues[];
  emergency_contact: { full_name: string; relation: string; phone: string; address: string };
  dependents_count: string;
}

export const emptyMember = (): MemberValues => ({ relation: '', full_name: '', birth_year: '', occupation: '', phone: '', alive: '', lives_with_me: '' });

export const emptyFamily = (): FamilyValues => ({
  members: [emptyMember()],
  emergency_contact: { full_name: '', relation: '', phone: '', address: '' },
  dependents_count: '',
});

export function familyFromSaved(saved: StoredSectionOf<'family'>): FamilyValues {
  const members = records(saved.members).map((m) => ({
    relation: str(m.relation),
    full_name: str(m.full_name),
    birth_year: str(m.birth_year),
    occupation: str(m.occupation),
    phone: str(m.phone),
    alive: boolStr(m.alive),
    lives_with_me: boolStr(m.lives_with_me),
  }));
  const c: Record<string, unknown> = isRecord(saved.emergency_contact) ? saved.emergency_contact : {};
  return {
    members: members.length > 0 ? members : [emptyMember()],
    emergency_contact: { full_name: str(c.full_name), relation: str(c.relation), phone: str(c.phone), address: str(c.address) },
    dependents_count: str(saved.dependents_count),
  };
}

export function familyPayload(v: FamilyValues): FamilyInput {
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
    dependents_count: numeric(v.dependents_count),
  };
}
