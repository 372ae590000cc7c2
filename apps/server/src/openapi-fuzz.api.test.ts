import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/app.ts';
import { asOperator, asPromoter, asShopper, makeMember } from './testing/members.ts';
import type { OpenApiDocument } from './testing/openapi-fuzz/document.ts';
import { envelopeProblem } from './testing/openapi-fuzz/envelope.ts';
import { Fuzzer, type FuzzRequest, type Identity } from './testing/openapi-fuzz/fuzzer.ts';
import { harvest, newSeen } from './testing/openapi-fuzz/seen.ts';

/**
 * Every operation of the OpenAPI document, as a guest and as each role, with malformed input: any 5xx,
 * or a 4xx without the `{ message, code }` envelope, fails. The requests come from the document
 * (testing/openapi-fuzz/), so a new endpoint is covered without new code.
 * OPENAPI_FUZZ_REPORT=<file> writes every failure and each operation's time there.
 */

/** Requests in flight at once: enough to overlap work, few enough for a shared 2-core machine. */
const BATCH = 8;
/** Passes of creating requests before the fuzzing, each using the ids the previous one created. */
const SEEDING_PASSES = 3;

let app: TestApp;
let identities: Identity[];
/** A member none of the identities is: the target of the valid-looking requests on members. */
let bystander: string;

beforeAll(async () => {
  app = await buildTestApp();
  const [operator, promoter, consumer] = await Promise.all([
    asOperator(app),
    asPromoter(app),
    asShopper(app),
  ]);
  identities = [
    { name: 'guest', headers: {} },
    { name: 'consumer', headers: consumer.headers },
    { name: 'promoter', headers: promoter.headers },
    // last: the operator's requests delete and move what the others read
    { name: 'operator', headers: operator.headers },
  ];
  bystander = (await makeMember(app)).user._id;
});
afterAll(() => app?.close());

/** Reads first, then writes, then deletions; ending a session or an account comes last of all. */
function rank(method: string, path: string): number {
  if (/withdraw|refreshToken/.test(path) && method !== 'GET') return 3;
  if (method === 'DELETE') return 2;
  if (method === 'GET') return 0;
  return 1;
}

describe('every operation of the OpenAPI document', () => {
  it('answers malformed input with a 4xx envelope, never a 5xx, for a guest and every role', async () => {
    const started = Date.now();
    const report = process.env.OPENAPI_FUZZ_REPORT;
    const seen = newSeen();
    // The first id of a kind is the one valid-looking requests use: a member type change or closing
    // must not hit an identity's own account and quietly turn the rest of its run into 401s.
    seen.ids.set('user', [bystander]);
    const fuzzer = new Fuzzer(app.swagger() as unknown as OpenApiDocument, seen);
    const operations = fuzzer.operations().sort((a, b) => rank(a.method, a.path) - rank(b.method, b.path));

    const failures: string[] = [];
    const notes: string[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    /** Sends one request, checks its answer and remembers the ids and codes of a successful one. */
    const send = async (identity: Identity, request: FuzzRequest) => {
      const { what, ...options } = request;
      requests += 1;
      const res = await app.inject({
        ...options,
        headers: { ...identity.headers, ...options.headers },
        // an address per request: the per-address limits (inquiries, logins) would answer 429 first
        remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const problem = envelopeProblem(res.statusCode, res.headers['content-type'], res.body);
      if (problem) {
        failures.push(
          `${identity.name} ${request.method} ${request.url.slice(0, 120)} [${what}]: ${problem} ${res.body.slice(0, 200)}`,
        );
      }
      if (res.statusCode < 300 && res.headers['content-type']?.includes('application/json')) {
        harvest(seen, res.json());
      }
      return res;
    };
    const valid = (method: string, path: string, op: (typeof operations)[number]['op']) =>
      fuzzer.requestsFor(method, path, op, 'valid')[0]!;

    // Real ids and codes first: every list each identity may read, and what the creating requests
    // make (a category, then a product in it, then a cart line of that product ...).
    const member = identities.filter((i) => i.name === 'consumer' || i.name === 'operator');
    for (let pass = 0; pass < SEEDING_PASSES; pass += 1) {
      for (const { method, path, op } of operations) {
        if (path.includes('{') || rank(method, path) === 3) continue;
        if (method === 'GET' && pass === 0) {
          for (const identity of identities) await send(identity, valid(method, path, op));
        } else if (method === 'POST') {
          for (const identity of member) await send(identity, valid(method, path, op));
        }
      }
    }

    const guardCodes = new Set(['LOGIN_REQUIRED', 'INVALID_ACCESS_TOKEN', 'FORBIDDEN']);
    /** Operations whose valid-looking request some identity got a 2xx for: the fuzz reached a service. */
    let accepted = 0;
    for (const { method, path, op } of operations) {
      const opStarted = Date.now();
      let reached = false;
      // Built once per operation, with the ids known by now; the sample only when an identity needs it.
      const full = fuzzer.requestsFor(method, path, op);
      let sample: FuzzRequest[] | undefined;
      for (const identity of identities) {
        const first = await send(identity, full[0]!);
        reached ||= first.statusCode < 300;
        // An identity the route's guard refuses outright gets a sample: the guard reads no input.
        const refused =
          [401, 403].includes(first.statusCode) && guardCodes.has(first.json<{ code?: string }>().code ?? '');
        if (refused) sample ??= fuzzer.requestsFor(method, path, op, 'sample');
        const batch = (refused ? sample! : full).slice(1);
        if (identity.name === 'guest') batch.push(...fuzzer.badCredentials(full[0]!));
        for (let i = 0; i < batch.length; i += BATCH) {
          await Promise.all(batch.slice(i, i + BATCH).map((request) => send(identity, request)));
        }
        if (report)
          notes.push(`${identity.name} ${method} ${path}: ${first.statusCode} ${first.body.slice(0, 150)}`);
      }
      if (reached) accepted += 1;
      if (report) notes.push(`${Date.now() - opStarted} ms ${method} ${path}`);
    }
    if (report) writeFileSync(report, [...failures, ...notes].join('\n'));

    const serverErrors = [...statuses].reduce((sum, [status, n]) => sum + (status >= 500 ? n : 0), 0);
    console.log(
      `OpenAPI fuzz: ${operations.length} operations × ${identities.length} identities ` +
        `(${accepted} operations took their valid-looking request), ${requests} requests, ` +
        `${serverErrors} × 5xx, ${failures.length} failures, ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
  }, 300_000);
});
