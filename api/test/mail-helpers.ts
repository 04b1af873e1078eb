import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../src/config';
import { MAIL_DEFAULTS, type MailSettings } from '../src/modules/mail/settings';
import type { Inbox } from './maildev';

/** The mail worker's clock in tests: the wall clock plus what the test moved it by. */
export class TestClock {
  private offset = 0;
  readonly now = () => Date.now() + this.offset;
  advance(ms: number): void {
    this.offset += ms;
  }
}

export const TEST_APP_KEY = 'test-app-key-0123456789abcdef0123456789';

/**
 * The mail settings of a test app: MailDev's SMTP when an inbox is given (else none: mails wait in
 * the outbox), the test's clock, and a worker that polls rarely: a request wakes it, and a test
 * drives it with `app.mail.tick()`.
 */
export function mailSettings(inbox?: Inbox, clock?: TestClock, overrides: Partial<MailSettings> = {}): MailSettings {
  return {
    smtpUrl: inbox?.smtpUrl,
    from: 'Kaigo LPK <no-reply@lpk.test>',
    messageIdDomain: 'lpk.test',
    appKey: TEST_APP_KEY,
    ...MAIL_DEFAULTS,
    pollMs: 60_000,
    scanMs: 60 * 60_000,
    clock: clock?.now ?? Date.now,
    ...overrides,
  };
}

/** createTestApp's configuration with mail through `inbox`. */
export function withMail(inbox?: Inbox, clock?: TestClock, extra: Partial<AppConfig> = {}): Partial<AppConfig> {
  return { appUrl: 'https://lpk.test', mail: mailSettings(inbox, clock), ...extra };
}

/** `count` new-registration notices as outbox rows due at `at` (as that many enqueues would leave them), addressed by `to(i)`. */
export function newRegistrationRows(count: number, at: string, to: (i: number) => string, lpkName: string) {
  return Array.from({ length: count }, (_, i) => ({
    message_id: randomBytes(16).toString('hex'),
    template: 'new_registration',
    kind: 'new_registration',
    locale: 'id',
    to_address: to(i),
    user_id: null,
    data: JSON.stringify({ name: 'Staf LPK', registration_id: i + 1, lpk_name: lpkName }),
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: at,
    created_at: at,
  }));
}
