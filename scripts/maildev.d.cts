/** Types of maildev.cjs. */
export interface MailDevOptions {
  smtpPort?: number;
  webPort?: number;
  host?: string;
  /** A MailDev already answering on the web port is used instead of starting one. */
  reuse?: boolean;
  log?: 'inherit' | ((text: string) => void);
}

export interface MailDevProcess {
  smtpPort: number;
  webPort: number;
  /** smtp://host:port, for SMTP_URL. */
  smtpUrl: string;
  /** http://host:port: the inbox, and its REST API under /api. */
  webUrl: string;
  /** True when a MailDev already running was used (nothing to stop). */
  reused: boolean;
  readonly pid?: number | undefined;
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Stops it for good and deletes its mails. */
  close(): Promise<void>;
  /** The same, synchronously (from a process 'exit' handler). */
  kill(): void;
}

export function startMailDev(options?: MailDevOptions): Promise<MailDevProcess>;
export function freePort(): Promise<number>;

/** For `npm start` / `npm run dev`: MailDev on 1025/1080 when SMTP_URL is not set; what to add to the API's environment. */
export function mailForLocalRun(env?: NodeJS.ProcessEnv): Promise<{ env: { SMTP_URL?: string } }>;
