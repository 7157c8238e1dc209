import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { JsonSchema, Operation } from './operations';

export interface FuzzCase {
  label: string;
  request: InjectOptions & { method: string; url: string };
}

export const BODY_LIMIT = 1024 * 1024;
const NUL = 'a\u0000b';
/** Quotes and a backslash: a query built by string concatenation breaks on them. */
const QUOTES = `O'Brien"\\'--`;
const DEPTH = 2000;
const deepArray = () => '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const deepObject = () => '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);

/** Candidates tried against a `pattern`, so a valid-looking value matches the route's own rule when one fits. */
const PATTERN_CANDIDATES = () => [randomUUID(), '123456', '2026-01-01', '5410000000000', 'BEPPA1B2C3D4', '12:00', 'abc', '1'];

/** A valid-looking value for a schema: the first enum/oneOf option, random UUIDs for ids, lengths within bounds. */
export function sample(schema: JsonSchema | undefined, key = ''): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const option = schema.oneOf?.[0] ?? schema.anyOf?.find((s) => s.type !== 'null') ?? schema.allOf?.[0];
  if (option) return sample(option, key);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(schema.properties ?? {})) out[name] = sample(child, name);
      return out;
    }
    case 'array':
      return [sample(schema.items, key)];
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.maximum !== undefined ? Math.min(1, schema.maximum) : 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, key);
    default:
      return {};
  }
}

function sampleString(schema: JsonSchema, key: string): string {
  if (schema.format === 'uuid' || /id$/i.test(key)) return randomUUID();
  if (schema.format === 'email' || /email/i.test(key)) return `fuzz.${randomUUID().slice(0, 8)}@example.be`;
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    const hit = PATTERN_CANDIDATES().find((c) => re.test(c));
    if (hit) return hit;
  }
  const base = `fuzz-${randomUUID().slice(0, 8)}`;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 64;
  return base.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, base.length)));
}

/** A value of another JSON type than the schema asks for. */
function wrongType(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return { $gt: '' };
    case 'integer':
    case 'number':
      return '12; DROP TABLE users';
    case 'boolean':
      return 'maybe';
    case 'array':
      return { length: 1 };
    case 'object':
      return [1, 2];
    default:
      return 12345;
  }
}

/** The same wrong-type idea for a query or path value, which always travels as text. */
function wrongText(schema: JsonSchema): string {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return '1e309';
  if (type === 'boolean' || schema.enum) return 'maybe';
  if (schema.format === 'uuid') return 'not-a-uuid';
  return '-1';
}

interface Shape {
  path: Record<string, string>;
  /** A repeated query parameter arrives as an array. */
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** Raw JSON text, or undefined for no body. */
  body?: string;
  contentType?: string;
}

function fill(op: Operation, shape: Shape): FuzzCase['request'] {
  let path = op.path;
  for (const [name, value] of Object.entries(shape.path)) path = path.replace(`{${name}}`, value);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(shape.query)) for (const v of [value].flat()) search.append(name, v);
  const qs = search.toString();
  const headers: Record<string, string> = { ...shape.headers };
  if (shape.body !== undefined) headers['content-type'] = shape.contentType ?? 'application/json';
  return { method: op.method, url: qs ? `${path}?${qs}` : path, headers, ...(shape.body !== undefined ? { payload: shape.body } : {}) };
}

/** Leaf fields of a sample body, as paths, up to three levels down (array items included). */
function leaves(schema: JsonSchema | undefined, value: unknown, at: (string | number)[] = [], depth = 0): { at: (string | number)[]; schema: JsonSchema }[] {
  if (!schema || depth > 3) return [];
  const option = schema.oneOf?.[0] ?? schema.anyOf?.find((s) => s.type !== 'null') ?? schema.allOf?.[0];
  if (option) return leaves(option, value, at, depth);
  if (schema.properties && value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(schema.properties).flatMap(([k, s]) => [
      { at: [...at, k], schema: s },
      ...leaves(s, (value as Record<string, unknown>)[k], [...at, k], depth + 1),
    ]);
  }
  if (schema.items && Array.isArray(value) && value.length) return leaves(schema.items, value[0], [...at, 0], depth + 1);
  return [];
}

function setAt(root: unknown, at: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const k of at.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  node[at[at.length - 1]] = value;
  return copy;
}

const isStringish = (s: JsonSchema) => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));

/**
 * Bad inputs for one operation, from its schema: the pathological bodies first (they test the whole pipeline), then
 * path traversal, then one wrong type and one NUL byte per field, taken round-robin so `cap` cuts evenly.
 */
export function casesFor(op: Operation, cap: number): FuzzCase[] {
  const base = (): Shape => ({
    path: Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, encodeURIComponent(String(sample(p.schema, p.name)))])),
    query: Object.fromEntries(op.params.filter((p) => p.in === 'query').map((p) => [p.name, String(sample(p.schema, p.name))])),
    headers: Object.fromEntries(op.params.filter((p) => p.in === 'header').map((p) => [p.name, String(sample(p.schema, p.name))])),
    body: op.body ? JSON.stringify(sample(op.body)) : undefined,
  });
  const sampleBody = () => (op.body ? (sample(op.body) as Record<string, unknown>) : {});
  const withBody = (text: string, contentType?: string): Shape => ({ ...base(), body: text, contentType });
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
  const out: FuzzCase[] = [{ label: 'valid-looking, random ids', request: fill(op, base()) }];

  if (hasBody) {
    const valid = JSON.stringify(sampleBody()).slice(1, -1);
    const sep = valid ? ',' : '';
    const firstString = leaves(op.body, sampleBody()).find((l) => isStringish(l.schema));
    out.push(
      { label: '__proto__ key', request: fill(op, withBody(`{${valid}${sep}"__proto__":{"role":"admin","isAdmin":true}}`)) },
      { label: 'constructor.prototype key', request: fill(op, withBody(`{${valid}${sep}"constructor":{"prototype":{"role":"admin"}}}`)) },
      { label: 'prototype key', request: fill(op, withBody(`{${valid}${sep}"prototype":{"role":"admin"}}`)) },
      { label: `deep JSON array (${DEPTH} levels)`, request: fill(op, withBody(deepArray())) },
      { label: `deep JSON object (${DEPTH} levels)`, request: fill(op, withBody(deepObject())) },
      { label: 'body just over the limit', request: fill(op, withBody(JSON.stringify({ x: 'x'.repeat(BODY_LIMIT) }))) },
      { label: 'invalid JSON', request: fill(op, withBody('{"a":')) },
      { label: 'text/plain body', request: fill(op, withBody('hello', 'text/plain')) },
      { label: 'multipart with a traversal file name', request: multipartCase(op, base(), '../../etc/passwd') },
      { label: 'multipart with a NUL file name', request: multipartCase(op, base(), 'a\u0000.png') },
    );
    if (firstString) {
      out.push({
        label: `1 MB string in ${firstString.at.join('.')}`,
        request: fill(op, withBody(JSON.stringify(setAt(sampleBody(), firstString.at, 'x'.repeat(1000 * 1000))))),
      });
      out.push({ label: `deep JSON in ${firstString.at.join('.')}`, request: fill(op, withBody(JSON.stringify(setAt(sampleBody(), firstString.at, 0)).replace(/:0([,}])/, `:${deepObject()}$1`))) });
    }
  }

  for (const param of op.params.filter((p) => p.in === 'path')) {
    for (const value of [encodeURIComponent(QUOTES), '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..', '%00', encodeURIComponent(NUL), 'x'.repeat(10_000)]) {
      out.push({ label: `path ${param.name} = ${value.slice(0, 40)}`, request: fill(op, { ...base(), path: { ...base().path, [param.name]: value } }) });
    }
    out.push({ label: `path ${param.name} traversal raw`, request: { ...fill(op, base()), url: fill(op, base()).url.replace(base().path[param.name], '../../etc/passwd') } });
  }

  const perField: FuzzCase[][] = [];
  for (const param of op.params.filter((p) => p.in !== 'path')) {
    const set = (value: string | string[]): Shape => {
      const shape = base();
      if (param.in === 'query') shape.query[param.name] = value;
      else shape.headers[param.name] = [value].flat()[0];
      return shape;
    };
    const list: FuzzCase[] = [{ label: `${param.in} ${param.name} wrong type`, request: fill(op, set(wrongText(param.schema))) }];
    if (param.in === 'query') {
      list.push(
        { label: `query ${param.name} with NUL`, request: fill(op, set(NUL)) },
        { label: `query ${param.name} repeated`, request: fill(op, set(['1', '2'])) },
        { label: `query ${param.name} with quotes`, request: fill(op, set(QUOTES)) },
        { label: `query ${param.name} 10 kB`, request: fill(op, set('x'.repeat(10_000))) },
        { label: `query ${param.name} traversal`, request: fill(op, set('../../etc/passwd')) },
      );
    }
    perField.push(list);
  }
  if (hasBody && op.body) {
    const body = sampleBody();
    for (const leaf of leaves(op.body, body)) {
      const name = leaf.at.join('.');
      const list: FuzzCase[] = [
        { label: `body ${name} wrong type`, request: fill(op, withBody(JSON.stringify(setAt(body, leaf.at, wrongType(leaf.schema))))) },
        { label: `body ${name} with NUL`, request: fill(op, withBody(JSON.stringify(setAt(body, leaf.at, NUL)))) },
        { label: `body ${name} null`, request: fill(op, withBody(JSON.stringify(setAt(body, leaf.at, null)))) },
        { label: `body ${name} with quotes`, request: fill(op, withBody(JSON.stringify(setAt(body, leaf.at, QUOTES)))) },
      ];
      perField.push(list);
    }
  }
  for (let round = 0; perField.some((l) => l.length > round); round++) {
    for (const list of perField) if (list[round]) out.push(list[round]);
  }
  return out.slice(0, cap);
}

function multipartCase(op: Operation, shape: Shape, filename: string): FuzzCase['request'] {
  const boundary = `----fuzz${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.from('\u0000\u0001not really an image'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const request = fill(op, { ...shape, body: undefined });
  return { ...request, headers: { ...request.headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}

