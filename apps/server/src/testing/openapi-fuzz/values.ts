import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { JsonSchema, OpenApiDocument } from './document.ts';
import { resourceName, type Seen } from './seen.ts';

export const LONG_TEXT = 'x'.repeat(100_000);

/** Values for a documented schema: valid-looking ones (real ids and codes where known) and malformed ones. */
export class SchemaValues {
  private serial = 0;

  constructor(
    protected readonly doc: OpenApiDocument,
    protected readonly seen: Seen,
  ) {}

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
  protected branches(schema: JsonSchema): JsonSchema[] {
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
}
