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
}

export function startMailDev(options?: MailDevOptions): Promise<MailDevProcess>;
export function freePort(): Promise<number>;
