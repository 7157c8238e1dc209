import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema that fastify-type-provider-zod emits and the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
}

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: JsonSchema;
  required: boolean;
}

export interface Operation {
  method: string;
  /** OpenAPI template, e.g. /api/orders/{id}. */
  path: string;
  params: Param[];
  /** The application/json body, if the operation declares one. */
  body?: JsonSchema;
  /** Ends or changes the caller's own session or account: run after everything else. */
  selfDestructive: boolean;
  /** Reads no session (sign-in, reset, verification links): one run as anonymous covers it. */
  sessionless?: boolean;
}

const SELF_DESTRUCTIVE = [
  'POST /api/me/anonymise',
  'POST /api/auth/sign-out',
  'POST /api/auth/revoke-sessions',
  'POST /api/auth/revoke-other-sessions',
  'POST /api/auth/revoke-session',
  'POST /api/auth/delete-user',
  'POST /api/auth/change-password',
  'POST /api/auth/change-email',
];

const SESSIONLESS = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/reset-password/{token}',
  '/api/auth/verify-email',
  '/api/auth/send-verification-email',
  '/api/auth/callback/{providerId}',
  '/api/auth/jwks',
];

/** better-auth's catch-all and the rate-limited auth paths carry no schema: betterAuthOperations() stands in for them. */
const isBetterAuth = (path: string) => path.startsWith('/api/auth/');

/** Every operation of the app's OpenAPI document (app.swagger() after ready), minus better-auth's schemaless ones. */
export function openApiOperations(app: FastifyInstance): Operation[] {
  const doc = (app as unknown as { swagger(): { paths: Record<string, Record<string, OpenApiOperation>> } }).swagger();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (isBetterAuth(path)) continue;
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      operations.push({
        method: upper,
        path,
        params: (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in, schema: p.schema, required: Boolean(p.required) })),
        body: op.requestBody?.content?.['application/json']?.schema,
        selfDestructive: SELF_DESTRUCTIVE.includes(`${upper} ${path}`),
        // Registration reads no session and hashes a password per case: the slowest operation, run once.
        sessionless: `${upper} ${path}` === 'POST /api/user',
      });
    }
  }
  return operations;
}

interface OpenApiOperation {
  parameters?: { name: string; in: Param['in']; schema: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
const obj = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({ type: 'object', properties, required });
const email = str({ format: 'email' });
const url = str({ const: '/' });
const q = (name: string, schema: JsonSchema = str()): Param => ({ name, in: 'query', schema, required: true });
const p = (name: string): Param => ({ name, in: 'path', schema: str(), required: true });

/**
 * better-auth's own endpoints under /api/auth (not in OpenAPI: one catch-all route), with the bodies its docs give,
 * so the same case generator attacks their fields.
 */
export function betterAuthOperations(): Operation[] {
  const ops: [string, string, Param[], JsonSchema?][] = [
    ['POST', '/api/auth/sign-in/email', [], obj({ email, password: str(), rememberMe: { type: 'boolean' }, callbackURL: url })],
    ['POST', '/api/auth/sign-up/email', [], obj({ email, password: str(), name: str() })],
    ['POST', '/api/auth/request-password-reset', [], obj({ email, redirectTo: url })],
    ['POST', '/api/auth/reset-password', [], obj({ newPassword: str(), token: str() })],
    ['GET', '/api/auth/reset-password/{token}', [p('token'), q('callbackURL')]],
    ['GET', '/api/auth/verify-email', [q('token'), q('callbackURL')]],
    ['POST', '/api/auth/send-verification-email', [], obj({ email, callbackURL: url })],
    ['GET', '/api/auth/get-session', []],
    ['GET', '/api/auth/list-sessions', []],
    ['GET', '/api/auth/list-accounts', []],
    ['GET', '/api/auth/token', []],
    ['GET', '/api/auth/jwks', []],
    ['POST', '/api/auth/update-user', [], obj({ name: str(), image: str() })],
    ['POST', '/api/auth/sign-in/social', [], obj({ provider: str({ enum: ['google'] }), callbackURL: url })],
    ['GET', '/api/auth/callback/{providerId}', [p('providerId'), q('code'), q('state')]],
    ['POST', '/api/auth/oauth2/link', [], obj({ providerId: str({ enum: ['google'] }), callbackURL: url })],
    ['POST', '/api/auth/unlink-account', [], obj({ providerId: str({ enum: ['google'] }) })],
    ['POST', '/api/auth/change-email', [], obj({ newEmail: email, callbackURL: url })],
    ['POST', '/api/auth/change-password', [], obj({ newPassword: str(), currentPassword: str(), revokeOtherSessions: { type: 'boolean' } })],
    ['POST', '/api/auth/revoke-session', [], obj({ token: str() })],
    ['POST', '/api/auth/revoke-other-sessions', []],
    ['POST', '/api/auth/delete-user', [], obj({ password: str(), callbackURL: url })],
    ['POST', '/api/auth/revoke-sessions', []],
    ['POST', '/api/auth/sign-out', []],
  ];
  return ops.map(([method, path, params, body]) => ({
    method,
    path,
    params,
    body: body ?? (method === 'POST' ? obj({}) : undefined),
    selfDestructive: SELF_DESTRUCTIVE.includes(`${method} ${path}`),
    sessionless: SESSIONLESS.includes(path),
  }));
}
