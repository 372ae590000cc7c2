import { describe, expect, it } from 'vitest';
import { wrapSchemas } from './lazy-schemas.ts';

const wrap = (code: string) => wrapSchemas(code)?.code ?? null;
const lazy = (expression: string) => `/* @__PURE__ */ __lazySchema(() => (${expression}))`;

describe('wrapSchemas (the browser builds schemas on first use)', () => {
  it('wraps every top-level schema a module builds, exported or not, as a pure call', () => {
    const out = wrap(
      [
        'import { z } from "zod";',
        'const code = z.string().trim();',
        'export const banner = z.object({ code });',
      ].join('\n'),
    );
    expect(out).toContain(`const code = ${lazy('z.string().trim()')};`);
    expect(out).toContain(`export const banner = ${lazy('z.object({ code })')};`);
    expect(out).toMatch(
      /^import \{ lazySchema as __lazySchema \} from ".*\/packages\/contracts\/src\/lazy-schema\.ts";/,
    );
  });

  it('wraps schemas derived from wrapped ones, and leaves plain references alone', () => {
    const out = wrap(
      [
        'import { z } from "zod";',
        'export const product = z.object({ name: z.string() });',
        'export const consoleProduct = product.extend({ memo: z.string() });',
        'export const productInput = product;',
      ].join('\n'),
    );
    expect(out).toContain(`export const consoleProduct = ${lazy('product.extend({ memo: z.string() })')};`);
    expect(out).toContain('export const productInput = product;');
  });

  it('wraps schemas derived from imported ones by a zod method, not other calls on imports', () => {
    const out = wrap(
      [
        "import { z } from 'zod';",
        "import { refund, banks } from './orders.ts';",
        'export const consoleRefund = refund.extend({ memo: z.string() }).strict();',
        'export const bankCodes = banks.map((b) => b.code);',
      ].join('\n'),
    );
    expect(out).toContain(
      `export const consoleRefund = ${lazy('refund.extend({ memo: z.string() }).strict()')};`,
    );
    expect(out).toContain('export const bankCodes = banks.map((b) => b.code);');
  });

  it('leaves what is not a schema: lists, messages, functions, other calls, nested schemas', () => {
    const source = [
      "import { z } from 'zod';",
      "export const kinds = ['BARGAIN_SALES', 'POP_UP_EVENTS'];",
      "export const messages = { name: '이름을 입력해주세요' };",
      'export const isPhone = (v) => z.string().safeParse(v).success;',
      'export const codes = kinds.map((k) => k.toLowerCase());',
      'export function pageOf(n) { const p = z.number().int(); return p.parse(n); }',
      'let later = z.string();',
    ].join('\n');
    expect(wrap(source)).toBeNull();
  });

  it('follows zod under another name or as a namespace, and skips modules without zod', () => {
    expect(wrap("import { z as zod } from 'zod';\nexport const a = zod.string();")).toContain(
      `export const a = ${lazy('zod.string()')};`,
    );
    expect(wrap("import * as zod from 'zod';\nexport const a = zod.string();")).toContain(
      `export const a = ${lazy('zod.string()')};`,
    );
    expect(wrap("import { z } from './not-zod';\nexport const a = z.string();")).toBeNull();
    expect(wrap('export const a = 1;')).toBeNull();
  });
});
