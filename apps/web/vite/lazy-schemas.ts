import { fileURLToPath } from 'node:url';
import type { Expression, Program } from 'estree';
import MagicString from 'magic-string';
import { type Plugin, parseAst } from 'vite';

/** The helper wrapped schemas call (packages/contracts/src/lazy-schema.ts). */
const LAZY_SCHEMA = fileURLToPath(new URL('../../../packages/contracts/src/lazy-schema.ts', import.meta.url));

type Located = { start: number; end: number };

/** zod's methods that derive a new schema from one: a chain starting with one of these builds a schema. */
const DERIVING = new Set([
  'extend',
  'safeExtend',
  'merge',
  'pick',
  'omit',
  'partial',
  'required',
  'strict',
  'strip',
  'passthrough',
  'array',
  'optional',
  'nullable',
  'nullish',
  'default',
  'catch',
  'refine',
  'superRefine',
  'check',
  'transform',
  'pipe',
  'and',
  'or',
  'describe',
  'meta',
  'brand',
]);

/**
 * Whether an expression builds a schema: a chain of calls rooted at zod (`z.object({…}).strict()`),
 * at a schema this module wraps (`product.extend({…})`), or at an imported binding whose first
 * call is one of zod's deriving methods (`refund.extend({…})` with `refund` from another contract
 * module; `banks.map(…)` is not one). A plain reference (`a = b`) builds nothing and stays.
 */
function buildsSchema(node: Expression, roots: Set<string>, imported: Set<string>): boolean {
  let current: Expression | { type: 'Super' } = node;
  let called = false;
  let firstMethod: string | null = null;
  for (;;) {
    if (current.type === 'CallExpression') {
      called = true;
      current = current.callee;
    } else if (current.type === 'MemberExpression') {
      firstMethod = current.property.type === 'Identifier' ? current.property.name : null;
      current = current.object;
    } else {
      if (!called || current.type !== 'Identifier') return false;
      return (
        roots.has(current.name) ||
        (imported.has(current.name) && firstMethod !== null && DERIVING.has(firstMethod))
      );
    }
  }
}

/**
 * Rewrites each top-level `const x = z.…` (or a schema derived from one, see buildsSchema) of a
 * module that imports zod into `const x = lazySchema(() => (z.…))`, so the browser builds a schema
 * when it is first used instead of when its module is evaluated (decision 0016). The calls are marked pure: a schema
 * nothing uses is still dropped from the bundle. Answers null for a module it leaves as it is.
 */
export function wrapSchemas(
  code: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!/from\s*["']zod["']/.test(code)) return null;
  const program = parseAst(code) as unknown as Program;
  const roots = new Set<string>();
  const imported = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    if (statement.source.value !== 'zod') {
      for (const specifier of statement.specifiers) imported.add(specifier.local.name);
      continue;
    }
    for (const specifier of statement.specifiers) {
      const isZ =
        specifier.type === 'ImportNamespaceSpecifier' ||
        (specifier.type === 'ImportSpecifier' &&
          specifier.imported.type === 'Identifier' &&
          specifier.imported.name === 'z');
      if (isZ) roots.add(specifier.local.name);
    }
  }
  if (roots.size === 0) return null;
  const out = new MagicString(code);
  let wrapped = 0;
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || !declarator.init) continue;
      if (!buildsSchema(declarator.init, roots, imported)) continue;
      const init = declarator.init as Expression & Located;
      out.appendLeft(init.start, '/* @__PURE__ */ __lazySchema(() => (');
      out.prependRight(init.end, '))');
      // Later schemas built from this one are wrapped too.
      roots.add(declarator.id.name);
      wrapped += 1;
    }
  }
  if (wrapped === 0) return null;
  out.prepend(`import { lazySchema as __lazySchema } from ${JSON.stringify(LAZY_SCHEMA)};\n`);
  return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) };
}

/**
 * The browser's zod schemas, built on first use (see wrapSchemas). Server rendering keeps them as
 * written: the server builds them once at start and parses with them on every request.
 */
export function lazySchemas(): Plugin {
  return {
    name: 'shop:lazy-schemas',
    transform(code, id, options) {
      const file = id.split('?')[0]!;
      if (options?.ssr || file.includes('/node_modules/') || !/\.tsx?$/.test(file)) return null;
      return wrapSchemas(code);
    },
  };
}
