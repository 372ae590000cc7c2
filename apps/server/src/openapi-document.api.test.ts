import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/app.ts';

/**
 * The OpenAPI document is for the people who generate clients from it (docs/decisions/0027): it
 * lints clean with Redocly's recommended rules, every operation says what it is (Korean summary,
 * operationId), how it is guarded (security) and how it fails (4xx with the error envelope), and
 * openapi-typescript turns it into types that compile.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; content?: unknown }>;
};
type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
};

let app: TestApp;
let source: string;
let document: Document;
const operations: { method: string; path: string; op: Operation }[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  source = res.body;
  document = res.json();
  for (const [p, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) operations.push({ method, path: p, op });
  }
});
afterAll(() => app?.close());

const describeOp = ({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`;

describe('GET /api/docs/json', () => {
  it("has no problem under Redocly's recommended rules (redocly.yaml)", async () => {
    const config = await loadConfig({ configPath: path.join(repoRoot, 'redocly.yaml') });
    const problems = await lintFromString({ source, absoluteRef: '/api/docs/json', config });
    expect(
      problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`),
    ).toEqual([]);
  });

  it('gives every operation a Korean summary and a unique operationId', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter(({ op }) => !/[가-힣]/.test(op.summary ?? '')).map(describeOp)).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id || !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const byPath = Object.fromEntries(
      operations.map(({ method, path, op }) => [`${method} ${path}`, op.operationId]),
    );
    expect(byPath['get /api/v1/shop/categories/{code}']).toBe('getShopCategoriesByCode');
    expect(byPath['post /api/v1/me/orders/{_id}/confirm']).toBe('postMeOrdersByIdConfirm');
    expect(byPath['put /api/console/users/{_id}/type']).toBe('putConsoleUsersByIdType');
  });

  it('answers each 4xx with the one error envelope', () => {
    const envelope = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } };
    for (const response of Object.values(document.components.responses)) {
      expect(response).toMatchObject({ content: envelope });
    }
    const at = (method: string, p: string) => Object.keys(document.paths[p]![method]!.responses).sort();
    // input → 400, a member's token → 401, the console → 401 and 403, a path id → 404, a write → 409/422
    expect(at('get', '/api/v1/shop/categories')).toEqual(['200', '429']);
    expect(at('get', '/api/v1/me/orders/{_id}')).toEqual(['200', '400', '401', '404', '429']);
    expect(at('post', '/api/v1/me/orders/{_id}/confirm')).toEqual(
      ['200', '400', '401', '404', '409', '422', '429'].sort(),
    );
    expect(at('get', '/api/console/users')).toEqual(['200', '400', '401', '403', '429']);
    expect(document.paths['/api/v1/me/orders/{_id}']!.get!.responses['404']).toEqual({
      $ref: '#/components/responses/NotFound',
    });
  });

  it('names the recursive category tree as a component that resolves', () => {
    const categories = document.paths['/api/v1/shop/categories']!.get!.responses['200'];
    expect(JSON.stringify(categories)).toContain('"$ref":"#/components/schemas/CategoryNode"');
    expect(JSON.stringify(document.components.schemas.CategoryNode)).toContain(
      '"items":{"$ref":"#/components/schemas/CategoryNode"}',
    );
  });

  it('says where it is served and how the access token is refreshed', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    const refresh = document.paths['/api/auth/accessToken']!.get!;
    expect(refresh.security).toEqual([{ refreshToken: [] }]);
    expect(refresh.description).toContain('Authorization: Bearer <refresh token>');
  });

  it('declares a token exactly where a guest is refused for the lack of one', async () => {
    const mismatches: string[] = [];
    for (const operation of operations) {
      const { method, path: p, op } = operation;
      const res = await app.inject({
        method: method.toUpperCase() as 'GET',
        url: p.replace(/\{[^}]+\}/g, randomUUID()),
      });
      const refused = res.statusCode === 401;
      const declared = op.security ?? [];
      // `[]`: a guest's route; `[{}, …]`: a token is optional; otherwise one is required.
      const required = declared.length > 0 && declared.every((r) => Object.keys(r).length > 0);
      if (refused !== required)
        mismatches.push(`${describeOp(operation)}: ${res.statusCode}, declares ${JSON.stringify(declared)}`);
      // The console and the promoter area (but its 1원 계좌 인증, which applicants need) refuse other tokens.
      const promoterOnly = /^\/api\/v1\/promoter\//.test(p) && !p.includes('/hold-verifications');
      const operator =
        declared.some((r) => 'accessToken' in r) &&
        (/^\/(api\/console|editor)(\/|$)/.test(p) || promoterOnly);
      if (operator !== Object.hasOwn(op.responses, '403')) mismatches.push(`${describeOp(operation)}: 403`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('a client generated with openapi-typescript', () => {
  it('compiles, with typed paths, operations and components', async () => {
    const generated = astToString(await openapiTS(JSON.parse(source), { silent: true }));
    const usage = `
      import type { components, operations, paths } from './api';
      type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
      type Categories = Json<paths['/api/v1/shop/categories']['get']['responses'][200]>;
      const tree: Categories = {
        categories: [{ _id: 'a', code: 'A', name: '욕실', depth: 1, order: 0, isVisible: true, children: [] }],
      };
      const grandchildren: components['schemas']['CategoryNode'][] = tree.categories[0]!.children[0]!.children;
      const refused: Json<components['responses']['NotFound']> = { message: '없습니다', code: 'NOT_FOUND' };
      type Confirm = operations['postMeOrdersByIdConfirm'];
      const id: Confirm['parameters']['path']['_id'] = '00000000-0000-0000-0000-000000000000';
      // @ts-expect-error an envelope needs its message
      const broken: components['schemas']['ErrorEnvelope'] = { code: 'X' };
      export { tree, grandchildren, refused, id, broken };
    `;
    const files = new Map([
      ['/virtual/api.ts', generated],
      ['/virtual/usage.ts', usage],
    ]);
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      // the ES library alone: the types need nothing of the DOM, which is most of the default's time
      lib: ['lib.es2022.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
    };
    const host = ts.createCompilerHost(options);
    const { getSourceFile, fileExists, readFile, directoryExists } = host;
    host.directoryExists = (name) => name === '/virtual' || (directoryExists?.(name) ?? true);
    host.fileExists = (name) => files.has(name) || fileExists(name);
    host.readFile = (name) => files.get(name) ?? readFile(name);
    host.getSourceFile = (name, language, ...rest) => {
      const text = files.get(name);
      return text === undefined
        ? getSourceFile(name, language, ...rest)
        : ts.createSourceFile(name, text, language);
    };
    const program = ts.createProgram(['/virtual/usage.ts'], options, host);
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
    expect(generated).toContain('getShopCategoriesByCode');
  }, 120_000); // a TypeScript compile: seconds on a quiet machine, far more beside other work
});
