/**
 * The part of oidc-provider (which ships no type declarations) the development stand-in uses.
 * A script file (no top-level import), so this declares the module rather than augmenting one.
 */
declare module 'oidc-provider' {
  type IncomingMessage = import('node:http').IncomingMessage;
  type ServerResponse = import('node:http').ServerResponse;

  export interface Interaction {
    uid: string;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface KoaContext {
    type: string;
    body: unknown;
    status: number;
    set(name: string, value: string): void;
    get(name: string): string;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    /** Koa's: trust X-Forwarded-Proto / X-Forwarded-Host. */
    proxy: boolean;
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    Grant: new (properties: { accountId: string; clientId: string }) => Grant;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}
