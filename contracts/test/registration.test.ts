import { type z } from 'zod';
import {
  FINAL_STATUSES,
  LISTABLE_STATUSES,
  LIVE_STATUSES,
  REGISTRATION_STAGES,
  REGISTRATION_STATUSES,
  STAFF_TARGETS,
  allowedStaffMoves,
  canStaffMove,
  canWithdraw,
  createRegistrationBody,
  decodeIssueMessage,
  encodeIssueMessage,
  isFinal,
  issueKey,
  registrationLabels,
  sendMessageBody,
  staffMayAccess,
  staffMoveBody,
  statusLabelKey,
  validationMessages,
} from '../src';

/** The registration state machine and the shared text (docs/architecture.md section 2). */

describe('the state machine', () => {
  test('staff move a registration forward one stage at a time, or reject a pending one', () => {
    expect(allowedStaffMoves('pending')).toEqual(['registered', 'rejected']);
    expect(allowedStaffMoves('registered')).toEqual(['learning']);
    expect(allowedStaffMoves('learning')).toEqual(['documents_submitted']);
    expect(allowedStaffMoves('documents_submitted')).toEqual(['approved']);
    for (const end of ['approved', 'rejected', 'withdrawn'] as const) expect(allowedStaffMoves(end)).toEqual([]);
    expect(canStaffMove('pending', 'approved')).toBe(false);
    expect(canStaffMove('registered', 'withdrawn')).toBe(false);
  });

  test('rejected and withdrawn are final; the caregiver may withdraw until then', () => {
    expect(REGISTRATION_STATUSES.filter(isFinal)).toEqual([...FINAL_STATUSES]);
    expect(LIVE_STATUSES).toEqual(REGISTRATION_STATUSES.filter((s) => !isFinal(s)));
    expect(REGISTRATION_STATUSES.filter(canWithdraw)).toEqual(['pending', 'registered', 'learning', 'documents_submitted', 'approved']);
  });

  test("staff see every registration but withdrawn ones, in the stages' order", () => {
    expect(LISTABLE_STATUSES).toEqual(REGISTRATION_STATUSES.filter(staffMayAccess));
    expect(REGISTRATION_STAGES).toEqual(REGISTRATION_STATUSES.slice(0, REGISTRATION_STAGES.length));
    expect([...STAFF_TARGETS].sort()).toEqual([...new Set(REGISTRATION_STATUSES.flatMap(allowedStaffMoves))].sort());
  });
});

describe('one set of labels for both tiers', () => {
  const lookup = (tree: object, key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

  test('every status has a label in both languages, and an unknown one reads "unknown"', () => {
    for (const lang of ['id', 'en'] as const) {
      for (const status of REGISTRATION_STATUSES) expect(typeof lookup(registrationLabels[lang], statusLabelKey(status))).toBe('string');
      expect(lookup(registrationLabels[lang], statusLabelKey('nonsense'))).toBe(lang === 'id' ? 'Tidak diketahui' : 'Unknown');
    }
    expect(lookup(registrationLabels.id, statusLabelKey('pending'))).toBe('Menunggu persetujuan LPK');
    expect(lookup(registrationLabels.en, statusLabelKey('pending'))).toBe('Awaiting LPK approval');
  });

  test("the schemas' own messages are keys of the shared text", () => {
    const keyOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message ?? '';
    const consent = keyOf(createRegistrationBody, { lpk_id: 1, consent: false });
    const body = keyOf(sendMessageBody, { registration_id: 1, body: '   ' });
    expect(consent).toBe('labels.registrations.consent_required');
    expect(body).toBe('labels.messages.body_required');
    for (const lang of ['id', 'en'] as const) expect(typeof lookup(registrationLabels[lang], consent)).toBe('string');
  });
});

describe('issue messages', () => {
  const errorsOf = (schema: z.ZodType, input: unknown) =>
    schema.safeParse(input, { error: issueKey }).error?.issues.map((i) => [i.path.join('.'), decodeIssueMessage(i.message)]);

  test('a form parse words each issue with the validation vocabulary and its parameters', () => {
    expect(errorsOf(staffMoveBody, { status: 'registered', note: 'x'.repeat(1001) })).toEqual([
      ['note', { key: 'validation.max_chars', params: { max: 1000 } }],
    ]);
    expect(errorsOf(staffMoveBody, { status: 'registered', note: 'bad\u0007bell' })).toEqual([['note', { key: 'validation.text_invalid' }]]);
    expect(errorsOf(staffMoveBody, { status: 'nonsense' })).toEqual([['status', { key: 'validation.choice' }]]);
    // The schema's own key wins over the vocabulary.
    expect(errorsOf(createRegistrationBody, { lpk_id: 1, consent: false })).toEqual([['consent', { key: 'labels.registrations.consent_required' }]]);
  });

  test('every key a form parse gives is in the vocabulary, in both languages', () => {
    const keys = ['validation.max_chars', 'validation.text_invalid', 'validation.choice', 'validation.required', 'validation.number'];
    for (const lang of ['id', 'en'] as const)
      for (const key of keys)
        expect(key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], validationMessages[lang])).toEqual(expect.any(String));
  });

  test('a message encodes a key and its parameters, and a bare key reads as itself', () => {
    expect(decodeIssueMessage(encodeIssueMessage({ key: 'validation.min_chars', params: { min: 3 } }))).toEqual({
      key: 'validation.min_chars',
      params: { min: 3 },
    });
    expect(encodeIssueMessage({ key: 'validation.required' })).toBe('validation.required');
    expect(decodeIssueMessage('labels.messages.body_required')).toEqual({ key: 'labels.messages.body_required' });
  });
});
