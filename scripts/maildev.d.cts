/** Types of maildev.cjs. */
import type { ChildControls } from './child-service.cjs';

export interface MailDevOptions {
  smtpPort?: number;
  webPort?: number;
  host?: string;
  /** A MailDev already answering on the web port is used instead of starting one. */
  reuse?: boolean;
  log?: 'inherit' | ((text: string) => void);
}

/** Its ports and URLs, and its controls (stop keeps the mails for restart; close deletes them). */
export interface MailDevProcess extends ChildControls {
  smtpPort: number;
  webPort: number;
  /** smtp://host:port, for SMTP_URL. */
  smtpUrl: string;
  /** http://host:port: the inbox, and its REST API under /api. */
  webUrl: string;
  /** True when a MailDev already running was used (nothing to stop). */
  reused: boolean;
}

export function startMailDev(options?: MailDevOptions): Promise<MailDevProcess>;
export function freePort(): Promise<number>;

/** For `npm start` / `npm run dev`: MailDev on 1025/1080 when SMTP_URL is not set; what to add to the API's environment. */
export function mailForLocalRun(env?: NodeJS.ProcessEnv): Promise<{ env: { SMTP_URL?: string } }>;
