import type { ChildControls } from './child-service.cjs';

/** Types of s3-server.cjs. */
export interface S3ServerOptions {
  /** 0 or unset: a free port. */
  port?: number;
  host?: string;
  /** Created at start (default `lpk-test`). */
  bucket?: string;
  /** Where objects are kept; default a temp folder of its own, deleted by `close`. */
  directory?: string;
  log?: 'inherit' | ((text: string) => void);
}

/** The API's S3_* variables pointing at this server. */
export interface S3ServerEnv {
  S3_ENDPOINT: string;
  S3_BUCKET: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
  S3_FORCE_PATH_STYLE: string;
}

/** The server's address, key pair and S3_* variables, and its controls (stop keeps the objects for restart; close deletes them unless the directory was given). */
export interface S3ServerProcess extends ChildControls {
  /** http://host:port */
  endpoint: string;
  port: number;
  host: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  directory: string;
  env: S3ServerEnv;
}

export function startS3Server(options?: S3ServerOptions): Promise<S3ServerProcess>;
export function freePort(): Promise<number>;
export const ACCESS_KEY_ID: string;
export const SECRET_ACCESS_KEY: string;
export const REGION: string;
