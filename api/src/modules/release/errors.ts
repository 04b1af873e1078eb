import { translator, type Language } from '../../i18n';
import type { Problem } from './verify';

/**
 * A release refused on purpose: nothing was written. `key` is an i18n key under `release.`,
 * `problems` the checks that failed (verify.ts, archive.ts). The API answers it localised
 * (routes.ts), the release tool prints it in English (scripts/release/cli.ts).
 */
export class ReleaseRefusal extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 409 | 413 | 422,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly problems: Problem[] = [],
    readonly problemGroup: 'problems' | 'archive' = 'problems',
  ) {
    super(key);
  }

  /** The refusal as text in one language: the message, then one line per problem. */
  describe(lang: Language = 'en'): { message: string; lines: string[] } {
    const t = translator(lang);
    return {
      message: t(`release.${this.key}`, this.params),
      lines: this.problems.map((p) => t(`release.${this.problemGroup}.${p.key}`, p.params)),
    };
  }

  override toString(): string {
    const { message, lines } = this.describe('en');
    return [message, ...lines.map((line) => `  - ${line}`)].join('\n');
  }
}

/** An upload (or folder) that cannot be a version: one archive problem. */
export const archiveRefusal = (key: string, params?: Record<string, string | number>) =>
  new ReleaseRefusal(key === 'too_large' ? 413 : 422, 'refused_command', {}, [{ key, ...(params ? { params } : {}) }], 'archive');
