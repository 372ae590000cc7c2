import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { JsonSchema, Operation } from './document.ts';
import { resourceName } from './seen.ts';
import { LONG_TEXT, SchemaValues } from './values.ts';

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

/** Every operation of the document, and the requests that fuzz one of them. */
export class Fuzzer extends SchemaValues {
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
