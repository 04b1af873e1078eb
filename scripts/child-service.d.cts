/** Types of child-service.cjs. */
import type { ChildProcess } from 'node:child_process';

export interface ChildControls {
  readonly pid?: number | undefined;
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
  kill(): void;
}

export interface SuperviseOptions {
  name: string;
  args: string[];
  cwd: string;
  stdin?: 'ignore' | 'pipe';
  log?: 'inherit' | ((text: string) => void);
  ready: (output: string) => Promise<boolean> | boolean;
  pollMs?: number;
  cleanup?: () => void;
}

export function freePort(): Promise<number>;
export function stopChild(child: ChildProcess | null): Promise<void>;
export function superviseChild(options: SuperviseOptions): Promise<ChildControls>;
