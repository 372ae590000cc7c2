import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

/**
 * Malformed requests for every operation of the OpenAPI document, built from the document alone, so
 * an endpoint added tomorrow is fuzzed without new code (`openapi-fuzz.api.test.ts`).
 *
 * Each operation gets one valid-looking request (real ids where the document names a resource, values
 * that satisfy each field's documented limits), then that request with one thing broken at a time:
 * each path and query parameter, each body field at any depth, the body as a whole, the paging headers
 * and the credentials. One broken thing per request keeps the count linear in the fields, and it is
 * what reaches the service: a request with two broken fields stops at the first.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Values seen in answers, by normalised name: ids by resource, codes by resource, other short strings by key. */
export type Seen = {
  ids: Map<string, string[]>;
  codes: Map<string, string[]>;
  scalars: Map<string, string[]>;
};

export const newSeen = (): Seen => ({ ids: new Map(), codes: new Map(), scalars: new Map() });

/** `band-banners`, `bandBanners`, `bandBanner` → `bandbanner`. */
export function resourceName(key: string): string {
  const flat = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (flat.endsWith('ies')) return `${flat.slice(0, -3)}y`;
  if (flat.endsWith('s') && !flat.endsWith('ss')) return flat.slice(0, -1);
  return flat;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function remember(map: Map<string, string[]>, key: string, value: string) {
  const list = map.get(key) ?? [];
  if (!list.includes(value) && list.length < 20) list.push(value);
  map.set(key, list);
}

/** Collects ids, codes and short strings from an answer, under the name of the key that holds them. */
export function harvest(seen: Seen, value: unknown, key = ''): void {
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) harvest(seen, item, key);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const resource = resourceName(key);
  if (resource && typeof record._id === 'string') remember(seen.ids, resource, record._id);
  if (resource && typeof record.code === 'string') remember(seen.codes, resource, record.code);
  for (const [k, v] of Object.entries(record)) {
    if (k.startsWith('_') && k !== '_id' && typeof v === 'string' && UUID.test(v)) {
      remember(seen.ids, resourceName(k.slice(1)), v);
    } else if (typeof v === 'string' && v.length <= 60) {
      remember(seen.scalars, resourceName(k), v);
    } else if (typeof v === 'object') {
      harvest(seen, v, k);
    }
  }
}

const LONG_TEXT = 'x'.repeat(100_000);
const LONG_TEXT_ENCODED = encodeURIComponent(LONG_TEXT);
const encoded = (value: string) => (value === LONG_TEXT ? LONG_TEXT_ENCODED : encodeURIComponent(value));
const TWO_MEGABYTES = JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) });

export type Identity = { name: string; headers: Record<string, string> };

export type FuzzRequest = InjectOptions & {
  method: string;
  url: string;
  /** what was broken, for the failure report */
  what: string;
};

export class Fuzzer {
  private serial = 0;

  constructor(
    private readonly doc: OpenApiDocument,
    private readonly seen: Seen,
  ) {}

  operations(): { method: string; path: string; op: Operation }[] {
    const list: { method: string; path: string; op: Operation }[] = [];
    for (const [path, item] of Object.entries(this.doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) {
          list.push({ method: method.toUpperCase(), path, op });
        }
      }
    }
    return list;
  }

  resolve(schema: JsonSchema | undefined): JsonSchema {
    let current = schema ?? {};
    for (let depth = 0; current.$ref && depth < 10; depth += 1) {
      const name = current.$ref.replace('#/components/schemas/', '');
      current = this.doc.components?.schemas?.[name] ?? {};
    }
    return current;
  }

  private typeOf(schema: JsonSchema): string | undefined {
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    if (type) return type;
    if (schema.properties) return 'object';
    if (schema.items) return 'array';
    if (schema.enum?.length) return typeof schema.enum[0];
    return undefined;
  }

  /** The branches of a union, the schema itself otherwise; `allOf` is merged shallowly. */
  private branches(schema: JsonSchema): JsonSchema[] {
    const resolved = this.resolve(schema);
    const union = resolved.anyOf ?? resolved.oneOf;
    if (union) return union.map((b) => this.resolve(b)).filter((b) => b.type !== 'null');
    if (resolved.allOf) {
      return [Object.assign({}, ...resolved.allOf.map((b) => this.resolve(b)), { allOf: undefined })];
    }
    return [resolved];
  }

  private readonly regExps = new Map<string, RegExp>();
  private regExp(pattern: string): RegExp {
    let compiled = this.regExps.get(pattern);
    if (!compiled) {
      compiled = new RegExp(pattern);
      this.regExps.set(pattern, compiled);
    }
    return compiled;
  }

  private readonly patternSamples = new Map<string, string[]>();
  private samplesOf(pattern: string): string[] {
    let samples = this.patternSamples.get(pattern);
    if (!samples) {
      samples = fc.sample(fc.stringMatching(new RegExp(pattern)), { numRuns: 40, seed: 42 });
      this.patternSamples.set(pattern, samples);
    }
    return samples;
  }

  /** A value that satisfies the documented limits, with real ids and codes where the name says which. */
  valid(schema: JsonSchema | undefined, name: string, resource = ''): unknown {
    const candidates = this.branches(schema ?? {}).map((branch) => this.validOne(branch, name, resource));
    return candidates.find((v) => v !== '' && v !== null && v !== undefined) ?? candidates[0];
  }

  private validOne(schema: JsonSchema, name: string, resource: string): unknown {
    if (schema.const !== undefined) return schema.const;
    // A documented default is valid by definition, and keeps optional parts that depend on each
    // other (a product's option groups and their combinations) consistent.
    if (schema.default !== undefined) return structuredClone(schema.default);
    if (schema.enum?.length) return schema.enum[0];
    const type = this.typeOf(schema);
    switch (type) {
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const [key, child] of Object.entries(schema.properties ?? {})) {
          out[key] = this.valid(child, key, name);
        }
        return out;
      }
      case 'array': {
        const count = Math.max(1, schema.minItems ?? 0);
        return Array.from({ length: count }, () => this.valid(schema.items, name, name));
      }
      case 'integer':
      case 'number': {
        const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
        const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
        let value = min !== undefined ? Math.max(min, 1) : 1;
        if (typeof schema.exclusiveMinimum === 'number') value = Math.max(value, schema.exclusiveMinimum + 1);
        if (max !== undefined) value = Math.min(value, max);
        return value;
      }
      case 'boolean':
        return false;
      case 'null':
        return null;
      default:
        return this.validString(schema, name, resource);
    }
  }

  private validString(schema: JsonSchema, name: string, resource: string): string {
    const flat = resourceName(name);
    if (schema.format === 'uuid' || name.startsWith('_')) {
      const target = name === '_id' || name.startsWith('_') === false ? resourceName(resource) : flat;
      const known = this.seen.ids.get(target) ?? this.seen.ids.get(resourceName(resource));
      return known?.[0] ?? randomUUID();
    }
    const pattern = schema.pattern ? this.regExp(schema.pattern) : null;
    const fits = (v: string) =>
      v.length >= (schema.minLength ?? 0) &&
      v.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
      (!pattern || pattern.test(v));
    const pick = (...values: (string | undefined)[]) => values.find((v) => v !== undefined && fits(v));
    this.serial += 1;
    // Rules the document cannot state (refinements) are met by what the name says the field is.
    if (/password/i.test(name)) return pick('Welcome12!') ?? 'Welcome12!';
    if (/phone|tel|mobile|contact/i.test(name))
      return pick('010-1234-5678', '01012345678') ?? '010-1234-5678';
    if (/email/i.test(name)) return pick('fuzz@example.com') ?? 'fuzz@example.com';
    if (/username/i.test(name)) return `fuzz${this.serial}`;
    if (/invoice/i.test(name)) return pick('1234-5678-9012') ?? '1234-5678-9012';
    const known = pick(
      ...(name === 'code' ? (this.seen.codes.get(resourceName(resource)) ?? []) : []),
      ...(this.seen.scalars.get(flat) ?? []),
    );
    if (known) return known;
    const now = new Date();
    const common = pick(
      now.toISOString().slice(0, 10),
      now.toISOString(),
      'https://example.com/a',
      '12345',
      'ABCD1234',
      'fuzz-code',
    );
    if (common && (schema.pattern || schema.format)) return common;
    if (schema.pattern) {
      try {
        const found = this.samplesOf(schema.pattern).find(fits);
        if (found !== undefined) return found;
      } catch {
        // a pattern fast-check cannot generate from: fall through to plain text
      }
    }
    const text = `퍼징${this.serial}값`;
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? 50;
    return (text.length < min ? text.padEnd(min, '가') : text).slice(0, Math.max(max, min));
  }

  /** Malformed JSON values for one body field, by its documented type; `sample` keeps the first. */
  malformedJson(schema: JsonSchema, sample = false): unknown[] {
    const branches = this.branches(schema);
    const types = new Set(branches.map((b) => this.typeOf(b)));
    const values: unknown[] = [];
    if (types.has('string') || types.has(undefined)) {
      values.push(
        'a\u0000b',
        ['a', 'b'],
        '\u0001\u0008\u000b\u001b\u007f\u0085',
        LONG_TEXT,
        '😀욕실\u202e\ud800',
        12345,
      );
      if (branches.some((b) => b.format === 'uuid')) values.push('not-an-id', randomUUID());
      if (branches.some((b) => b.enum)) values.push('NOT_A_VALUE');
    }
    if (types.has('integer') || types.has('number')) {
      values.push(-1, [1], 2147483648, 1e308, 1.5, '12');
    }
    if (types.has('boolean')) values.push('true', [true], 1);
    if (types.has('array')) {
      const item = branches.find((b) => b.items)?.items;
      values.push(
        'a',
        [null],
        Array.from({ length: 1000 }, () => this.valid(item, 'item')),
      );
    }
    if (types.has('object')) values.push('a', [], 1);
    values.push(null);
    return sample ? values.slice(0, 1) : values;
  }

  /** Malformed query values: strings as the URL carries them, or arrays (the key repeated). */
  malformedQuery(sample = false): (string | string[])[] {
    const values = [
      'a\u0000b',
      ['a', 'b'],
      '\u0001\u001f\u007f',
      LONG_TEXT,
      '😀욕실',
      '-1',
      '1.5',
      '1e308',
      '2147483648',
      'not-an-id',
    ];
    return sample ? values.slice(0, 1) : values;
  }

  /** Malformed path segments, already in URL form (some deliberately not valid percent-encoding). */
  malformedPath(sample = false): string[] {
    const values = [
      '%00',
      '%ZZ',
      '%01%1F%7F',
      encodeURIComponent('😀욕실'),
      '-1',
      '1.5',
      '2147483648',
      'not-an-id',
      randomUUID(),
      'x'.repeat(300),
    ];
    return sample ? values.slice(0, 1) : values;
  }

  /**
   * Every request for one operation: the valid-looking one first, then one broken thing at a time.
   * `sample` sends one malformed value per parameter and field (a NUL) and two broken bodies instead of
   * all of them: for an identity the operation's guard refuses before it reads any input. `valid` is
   * the valid-looking request alone.
   */
  requestsFor(
    method: string,
    path: string,
    op: Operation,
    depth: 'valid' | 'sample' | 'full' = 'full',
  ): FuzzRequest[] {
    const params = op.parameters ?? [];
    const pathParams: Record<string, string> = {};
    const segments = path.split('/');
    for (const p of params.filter((p) => p.in === 'path')) {
      const index = segments.indexOf(`{${p.name}}`);
      const resource = index > 0 ? segments[index - 1]! : '';
      let value: unknown;
      if (p.name === '_id') {
        value = this.seen.ids.get(resourceName(resource))?.[0] ?? randomUUID();
      } else if (p.name === 'code') {
        value = this.seen.codes.get(resourceName(resource))?.[0] ?? this.valid(p.schema, p.name, resource);
      } else {
        value = this.valid(p.schema, p.name, resource);
      }
      pathParams[p.name] = encodeURIComponent(String(value));
    }
    const query: Record<string, string | string[]> = {};
    for (const p of params.filter((p) => p.in === 'query' && !p.name.endsWith('[]'))) {
      const value = this.valid(p.schema, p.name, p.name);
      query[p.name] = Array.isArray(value) ? value.map(String) : String(value);
    }
    const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
    const root = segments.filter((s) => s && !s.startsWith('{')).at(-1) ?? '';
    const body = jsonSchema ? this.valid(jsonSchema, root, root) : undefined;

    const url = (pathValues: Record<string, string>, q: Record<string, string | string[]>) => {
      const filled = path.replace(/\{([^}]+)\}/g, (_m, name: string) => pathValues[name] ?? 'x');
      const text = Object.entries(q)
        .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${k}=${encoded(item)}`))
        .join('&');
      return text ? `${filled}?${text}` : filled;
    };
    const make = (what: string, parts: Partial<FuzzRequest> = {}): FuzzRequest => ({
      method,
      url: url(pathParams, query),
      ...(body !== undefined ? { payload: body as object } : {}),
      ...parts,
      what,
    });

    const out: FuzzRequest[] = [make('valid-looking request')];
    if (depth === 'valid') return out;
    const sample = depth === 'sample';
    for (const name of Object.keys(pathParams)) {
      for (const bad of this.malformedPath(sample)) {
        out.push(
          make(`path ${name}=${bad.slice(0, 20)}`, { url: url({ ...pathParams, [name]: bad }, query) }),
        );
      }
    }
    for (const p of params.filter((p) => p.in === 'query')) {
      const key = p.name.replace(/\[\]$/, '');
      for (const bad of this.malformedQuery(sample)) {
        const label = Array.isArray(bad) ? '[a,b]' : JSON.stringify(bad.slice(0, 20));
        out.push(make(`query ${key}=${label}`, { url: url(pathParams, { ...query, [key]: bad }) }));
      }
    }
    if (jsonSchema) {
      for (const [fieldPath, fieldSchema] of this.fields(jsonSchema, [], 0)) {
        for (const bad of this.malformedJson(fieldSchema, sample)) {
          out.push(
            make(`body ${fieldPath.join('.')}=${describe(bad)}`, {
              payload: setAt(body, fieldPath, bad) as object,
            }),
          );
        }
      }
    }
    if (method !== 'GET') {
      const json = { 'content-type': 'application/json' };
      out.push(
        make('body: bad JSON', { payload: '{"a": ', headers: json }),
        make('body: text/plain', { payload: 'a\u0000b', headers: { 'content-type': 'text/plain' } }),
      );
      if (!sample) {
        out.push(
          make('body: empty with JSON type', { payload: '', headers: json }),
          make('body: JSON null', { payload: 'null', headers: json }),
          make('body: JSON array', { payload: '[1,2]', headers: json }),
          make('body: JSON string', { payload: '"a\\u0000b"', headers: json }),
          make('body: JSON with a NUL key', { payload: '{"a\\u0000": "\\u0000"}', headers: json }),
          make('body: __proto__', {
            payload: '{"__proto__": {"x": 1}, "constructor": {"prototype": {}}}',
            headers: json,
          }),
          make('body: XML', { payload: '<a/>', headers: { 'content-type': 'application/xml' } }),
          make('body: broken multipart', {
            payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\n\r\nabc',
            headers: { 'content-type': 'multipart/form-data; boundary=x' },
          }),
          make('body: 2 MB', { payload: TWO_MEGABYTES, headers: json }),
        );
      }
    }
    if (method === 'GET' && !path.includes('{')) {
      out.push(
        make('header skip=-1', { headers: { skip: '-1' } }),
        make('header limit=1e20', { headers: { limit: '100000000000000000000' } }),
        make('header skip=1.5 limit=abc', { headers: { skip: '1.5', limit: 'abc' } }),
      );
    }
    return out;
  }

  /** The credentials broken, on an operation's valid-looking request: sent once per operation as a guest. */
  badCredentials(valid: FuzzRequest): FuzzRequest[] {
    const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
    return [
      { ...valid, what: 'authorization: bad bearer', headers: { authorization: 'Bearer not-a-token' } },
      {
        ...valid,
        what: 'authorization: NUL in basic',
        headers: { authorization: basic('a\u0000b:c\u0000d') },
      },
      { ...valid, what: 'authorization: basic without colon', headers: { authorization: basic('abc') } },
      { ...valid, what: 'authorization: unknown scheme', headers: { authorization: 'Digest x' } },
    ];
  }

  /** Every field path of a body, with its schema: objects' properties and the first item of arrays. */
  private *fields(
    schema: JsonSchema,
    at: (string | number)[],
    depth: number,
  ): Generator<[(string | number)[], JsonSchema]> {
    if (depth > 4) return;
    for (const branch of this.branches(schema).slice(0, 1)) {
      if (branch.properties) {
        for (const [key, child] of Object.entries(branch.properties)) {
          const path = [...at, key];
          yield [path, child];
          yield* this.fields(child, path, depth + 1);
        }
      } else if (branch.items && at.length > 0) {
        yield* this.fields(branch.items, [...at, 0], depth + 1);
      }
    }
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.slice(0, 12)) + (value.length > 12 ? `…(${value.length})` : '');
  if (Array.isArray(value)) return `array(${value.length})`;
  return JSON.stringify(value);
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== 'object') return copy;
    node = next as Record<string | number, unknown>;
  }
  node[path.at(-1)!] = value;
  return copy;
}

/**
 * A client error must carry the envelope: `{ message, code }` with a message to show. An input the
 * database itself refused (the error handler's safety net) counts as a failure too: validation should
 * have refused it first.
 */
export function envelopeProblem(
  status: number,
  contentType: string | string[] | number | undefined,
  body: string,
): string | null {
  if (status >= 500) return `status ${status}`;
  if (status < 400) return null;
  if (typeof contentType !== 'string' || !contentType.includes('application/json')) {
    return `${status} answered ${String(contentType ?? 'no content type')}`;
  }
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
    if (typeof parsed.message !== 'string' || parsed.message === '') return `${status} without message`;
    if (typeof parsed.code !== 'string') return `${status} without code`;
    if (parsed.code === 'INPUT_REFUSED_BY_DATABASE')
      return 'the database refused what validation let through';
    return null;
  } catch {
    return `${status} answered invalid JSON`;
  }
}
