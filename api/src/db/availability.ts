import type { FastifyBaseLogger } from 'fastify';

/**
 * Whether the database can be reached, as the API sees it (PostgreSQL; SQLite is a file and is
 * always "up"). A failed connection attempt marks it down: from then on requests that need it are
 * answered 503 at once (no connection attempt each, no pile of requests waiting on a dead
 * server) while one probe tries again with back-off; the first probe that gets an answer marks
 * it up. docs/deploying.md, "Faults and restarts".
 */

/** Thrown instead of waiting on a database that cannot be reached; the envelope answers it 503 with Retry-After. */
export class DatabaseUnavailable extends Error {
  readonly code = 'DB_UNAVAILABLE';
  constructor(
    /** Seconds after which a retry has a chance (the next probe). */
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super('database unavailable', options);
    this.name = 'DatabaseUnavailable';
  }
}

/** Socket-level failures: the server is not there or the connection broke. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * PostgreSQL SQLSTATEs that mean "this server or connection cannot serve you now", not "your query
 * is wrong": class 08 (connection exception), 57P01-57P03 (administrator shutdown, crash shutdown,
 * cannot connect now), 53300 (too many connections).
 */
const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres' own messages for a broken or never-made connection (it gives them no code). */
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'is not currently accepting connections',
  'Connection ended',
];

/**
 * Whether an error means the database could not be reached or the connection was lost (a 503 for
 * the client, worth retrying), as opposed to a fault of the query or of our code (a 500). SQLite's
 * SQLITE_BUSY (the file stayed locked past busy_timeout) counts as unavailable too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || PG_UNAVAILABLE.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (code === 'SQLITE_BUSY') return true;
  }
  if (typeof message === 'string' && PG_CLIENT_MESSAGES.some((text) => message.includes(text))) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/** What of a database error goes into a log line: pg's errors carry the whole client (and its connection parameters). */
export function loggableDbError(error: unknown): { message: string; code?: string } {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const { message, code } = error as { message?: unknown; code?: unknown };
  return { message: String(message ?? error), ...(typeof code === 'string' ? { code } : {}) };
}

/** Back-off of the reconnection probe: first wait, doubling up to the last. */
export const PROBE_FIRST_MS = 200;
export const PROBE_MAX_MS = 2_000;

export interface AvailabilitySnapshot {
  up: boolean;
  /** Since when it has been down (ms epoch), or null. */
  downSince: number | null;
  /** Failed probes in this outage. */
  attempts: number;
}

/** The database's reachability, with the probe that brings it back. */
export class DatabaseAvailability {
  private up = true;
  private downSince: number | null = null;
  private attempts = 0;
  private nextProbeAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private logger: Pick<FastifyBaseLogger, 'warn' | 'info'> | undefined;

  constructor(
    /** One connection attempt and a trivial query; rejects when the database cannot answer. */
    private readonly probe: () => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Where "database unreachable" and "database back" go (the app's logger, once it exists). */
  setLogger(logger: Pick<FastifyBaseLogger, 'warn' | 'info'>): void {
    this.logger = logger;
  }

  /** A fault worth a line in the log that needs no state change (an idle connection broke). */
  warn(error: unknown, message: string): void {
    this.logger?.warn({ err: loggableDbError(error) }, message);
  }

  snapshot(): AvailabilitySnapshot {
    return { up: this.up, downSince: this.downSince, attempts: this.attempts };
  }

  /** Throws DatabaseUnavailable while the database is known to be down (no attempt is made). */
  assertUp(): void {
    if (!this.up) throw new DatabaseUnavailable(this.retryAfterSeconds());
  }

  /** Seconds until the next probe, at least 1 (what Retry-After says). */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.nextProbeAt - this.now()) / 1000));
  }

  /** A connection attempt failed because the server could not be reached. */
  markDown(error: unknown): void {
    if (this.stopped || !this.up) return;
    this.up = false;
    this.downSince = this.now();
    this.attempts = 0;
    this.logger?.warn({ err: loggableDbError(error) }, 'database unreachable: answering 503 while it reconnects');
    this.schedule(PROBE_FIRST_MS);
  }

  /** A connection was made: the database answers again. */
  markUp(): void {
    if (this.up) return;
    const downFor = this.downSince === null ? 0 : this.now() - this.downSince;
    this.up = true;
    this.downSince = null;
    this.attempts = 0;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.logger?.info({ downForMs: downFor }, 'database reachable again');
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.nextProbeAt = this.now() + delay;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runProbe(delay), delay);
    this.timer.unref();
  }

  private async runProbe(lastDelay: number): Promise<void> {
    if (this.up || this.stopped) return;
    try {
      await this.probe();
      this.markUp();
    } catch {
      this.attempts += 1;
      this.schedule(Math.min(PROBE_MAX_MS, lastDelay * 2));
    }
  }
}
