// oidc-provider ships no types; the tests use its constructor and Koa-style callback and middleware only.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    /** A Koa middleware around every response. */
    use(middleware: (ctx: { body: unknown }, next: () => Promise<void>) => Promise<void>): void;
    proxy: boolean;
    Grant: new (init: { clientId: string; accountId: string }) => {
      addOIDCScope(scope: string): void;
      save(): Promise<string>;
    } & Record<string, unknown>;
  }
}
