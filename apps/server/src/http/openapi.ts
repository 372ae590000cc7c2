import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * What the OpenAPI document says beyond the route schemas, derived in one place so that a route
 * added tomorrow gets it without new code (docs/decisions/0027): its `operationId` from method and
 * path, its `security` from the guard that runs before it, and its 4xx answers (the one error
 * envelope) from its input, guard and method. A route writes only its Korean `summary`.
 */

/** Who a guard lets through, as the document states it. */
export type Admits = 'member' | 'promoter' | 'operator' | 'memberOrGuest';

const strength: Record<Admits, number> = { memberOrGuest: 0, member: 1, promoter: 2, operator: 3 };

/** The security schemes every operation's `security` names. */
export const securitySchemes = {
  accessToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      '`GET /api/auth/accessToken`으로 받은 access token을 `Authorization: Bearer …` 헤더로 보냅니다. ' +
      '만료되면 401(ACCESS_TOKEN_EXPIRED): refresh token으로 다시 받습니다. ' +
      '콘솔(`/api/console`, `/editor`)은 운영자(console 범위)의 토큰만 받습니다(그 밖에는 403).',
  },
  refreshToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      '로그인(`GET /api/auth/refreshToken`)이나 재발급으로 받은 refresh token을 ' +
      '`Authorization: Bearer …` 헤더로 보냅니다. 쿠키는 쓰지 않습니다.',
  },
  credentials: {
    type: 'http',
    scheme: 'basic',
    description: '아이디와 비밀번호: `Authorization: Basic base64(아이디:비밀번호)`',
  },
} as const;

type SecurityRequirement = Record<string, string[]>;

const securityOf: Record<Admits, SecurityRequirement[]> = {
  member: [{ accessToken: [] }],
  promoter: [{ accessToken: [] }],
  operator: [{ accessToken: [] }],
  // `{}` first: the operation works without a token too.
  memberOrGuest: [{}, { accessToken: [] }],
};

const guardKinds = new WeakMap<object, Admits>();

/** Marks an onRequest guard with who it lets through; every route it guards then documents it. */
export function documentedGuard<T extends object>(guard: T, admits: Admits): T {
  guardKinds.set(guard, admits);
  return guard;
}

/** The guards that `guardEveryRoute` added to a route: hooks added with addHook are not in its options. */
const inheritedGuards = new WeakMap<object, Admits>();

/**
 * Guards every route of `app` (and of the plugins it registers) with `guard`, and documents it: the
 * structural guard of the console, which no route can forget. Unknown paths under `app` pass the
 * guard too, since it is a hook of the whole plugin, not of each route.
 */
export function guardEveryRoute(app: FastifyInstance, guard: onRequestHookHandler) {
  app.addHook('onRequest', guard);
  const admits = guardKinds.get(guard);
  if (!admits) throw new Error(`guard ${guard.name} does not say whom it admits (documentedGuard)`);
  app.addHook('onRoute', (route) => {
    inheritedGuards.set(route, strongest(inheritedGuards.get(route), admits) ?? admits);
  });
}

function strongest(a: Admits | undefined, b: Admits | undefined): Admits | undefined {
  if (!a) return b;
  if (!b) return a;
  return strength[a] >= strength[b] ? a : b;
}

/** The guard of a route: its own onRequest/preHandler hooks, or the one of its plugin. */
export function admitsOf(route: RouteOptions): Admits | undefined {
  let admits = inheritedGuards.get(route);
  for (const hook of [route.onRequest, route.preHandler].flat()) {
    if (hook) admits = strongest(admits, guardKinds.get(hook));
  }
  return admits;
}

/** The 4xx answers the document can name, each one response component with the error envelope. */
export const errorResponses = {
  400: { name: 'BadRequest', description: '요청 형식이나 입력값이 올바르지 않습니다 (VALIDATION_FAILED 등)' },
  401: {
    name: 'Unauthorized',
    description: '로그인이 필요하거나 토큰이 만료·폐기되었습니다 (LOGIN_REQUIRED, ACCESS_TOKEN_EXPIRED 등)',
  },
  403: { name: 'Forbidden', description: '권한이 없습니다 (운영자가 아닌 토큰)' },
  404: { name: 'NotFound', description: '대상을 찾을 수 없거나 다른 회원의 것입니다' },
  409: { name: 'Conflict', description: '현재 상태와 맞지 않습니다 (재고 부족, 이미 처리됨, 중복 등)' },
  422: { name: 'Unprocessable', description: '규칙상 처리할 수 없습니다 (기간 경과, 결제 거절 등)' },
  429: { name: 'TooManyRequests', description: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요' },
} as const;
type ErrorStatus = keyof typeof errorResponses;

/** Carries a route's 4xx statuses from `transform` to `transformObject`, which removes it. */
const ERROR_STATUSES = 'x-shop-error-statuses';

type RouteSchema = {
  hide?: boolean;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  headers?: unknown;
  security?: SecurityRequirement[];
  [key: string]: unknown;
};

export type OpenApiOptions = {
  /** whether the per-address request ceiling applies to a path (then it can answer 429) */
  rateLimited: (url: string) => boolean;
};

/** The 4xx statuses a route can answer, from what it takes, how it is guarded and what it does. */
export function errorStatusesOf(
  route: Pick<RouteOptions, 'method' | 'url'>,
  schema: RouteSchema,
  admits: Admits | undefined,
  rateLimited: boolean,
): ErrorStatus[] {
  const methods = [route.method].flat().map((m) => String(m).toUpperCase());
  const writes = methods.some((m) => m !== 'GET' && m !== 'HEAD');
  const hasPathParams = /[:*]/.test(route.url);
  const statuses: ErrorStatus[] = [];
  // A write always reads a body (a malformed or empty JSON body is a 400 even where none is declared).
  if (schema.params || schema.querystring || schema.body || schema.headers || writes) statuses.push(400);
  if (admits || schema.security?.some((requirement) => Object.keys(requirement).length > 0)) {
    statuses.push(401);
  }
  if (admits === 'operator' || admits === 'promoter') statuses.push(403);
  if (hasPathParams) statuses.push(404);
  // Services refuse writes by the state of things (409) and by the shop's rules (422).
  if (writes) statuses.push(409, 422);
  if (rateLimited) statuses.push(429);
  return statuses;
}

/** `transform` of @fastify/swagger: zod to JSON Schema, then each operation's security and 4xx. */
export function openApiTransform({ rateLimited }: OpenApiOptions) {
  return (input: Parameters<typeof jsonSchemaTransform>[0]) => {
    const transformed = jsonSchemaTransform(input);
    const schema = (transformed.schema ?? {}) as RouteSchema;
    if (schema.hide) return transformed;
    const admits = admitsOf(input.route);
    // A route that reads its own credentials (the auth routes) declares them; all others derive them.
    const security = schema.security ?? (admits ? securityOf[admits] : []);
    const statuses = errorStatusesOf(input.route, { ...schema, security }, admits, rateLimited(input.url));
    return { ...transformed, schema: { ...schema, security, [ERROR_STATUSES]: statuses } };
  };
}

type JsonObject = Record<string, unknown>;
type Operation = JsonObject & { operationId?: string; responses?: Record<string, unknown> };
type Document = JsonObject & {
  paths?: Record<string, Record<string, Operation>>;
  components?: JsonObject & { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
};

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * `GET /api/v1/me/orders/{_id}/confirm` → `getMeOrdersByIdConfirm`; `/api/console/…` keeps
 * `console`. Only `api` and the version are dropped: the rest of the path is unique already.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment, index) => segment && !(index <= 2 && /^(api|v\d+)$/.test(segment)))
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const parts = (param ? param[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return param ? ['by', ...parts] : parts;
    });
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/**
 * `transformObject` of @fastify/swagger: the named zod schemas (`.meta({ id })`, such as the
 * recursive category tree) become components, then every operation gets its operationId and its
 * 4xx answers, and what nothing refers to is dropped.
 */
export function openApiTransformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = structuredClone(jsonSchemaTransformObject(input)) as Document;
  const responses = Object.fromEntries(
    Object.entries(errorResponses).map(([status, { name, description }]) => [
      name,
      {
        description: `${status}: ${description}`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      },
    ]),
  );
  document.components = {
    ...document.components,
    responses: { ...document.components?.responses, ...responses },
  };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.includes(method)) continue;
      operation.operationId ??= operationIdOf(method, path);
      const statuses = (operation[ERROR_STATUSES] ?? []) as ErrorStatus[];
      delete operation[ERROR_STATUSES];
      const answers: Record<string, unknown> = { ...operation.responses };
      for (const status of statuses) {
        answers[status] ??= { $ref: `#/components/responses/${errorResponses[status].name}` };
      }
      operation.responses = answers;
    }
  }
  completeExhaustiveRecords(document);
  dropUnusedComponents(document);
  return document;
}

/**
 * A record keyed by an enum (`z.record(z.enum([...]), v)`) comes out as `required` names with only
 * `additionalProperties`: the names become properties, so generated clients know them.
 */
function completeExhaustiveRecords(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) completeExhaustiveRecords(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonObject;
  const { required, additionalProperties } = schema;
  if (Array.isArray(required) && additionalProperties && typeof additionalProperties === 'object') {
    const properties = (schema.properties ?? {}) as JsonObject;
    for (const name of required as string[]) properties[name] ??= structuredClone(additionalProperties);
    schema.properties = properties;
  }
  for (const value of Object.values(schema)) completeExhaustiveRecords(value);
}

/** Drops schema and response components that nothing reaches from the paths (each input/output twin). */
function dropUnusedComponents(document: Document): void {
  const components = document.components ?? {};
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !used.has(value)) {
        used.add(value);
        const [, kind, name] = /^#\/components\/(\w+)\/(.+)$/.exec(value) ?? [];
        if (kind && name) visit((components[kind] as JsonObject | undefined)?.[name]);
      } else {
        visit(value);
      }
    }
  };
  visit(document.paths);
  for (const kind of ['schemas', 'responses'] as const) {
    const table = components[kind];
    if (!table) continue;
    for (const name of Object.keys(table)) {
      if (!used.has(`#/components/${kind}/${name}`)) delete table[name];
    }
  }
}
