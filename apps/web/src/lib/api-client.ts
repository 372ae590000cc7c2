import { accessTokenEnvelope, errorEnvelope } from '@shop/contracts';
import type { z } from 'zod';
import { session } from './session.ts';

/**
 * The one way the browser talks to the API.
 * - adds `Authorization: Bearer <accessToken>` from the session;
 * - sends paging as `skip`/`limit` headers, as the specification does;
 * - parses every answer with its contract schema;
 * - throws `ApiError { status, message, code }` from the server's `{ message, code }` envelope;
 * - on 401 with a stored refresh token: refreshes once (one refresh in flight at a time; the
 *   refresh token rotates and the new one is stored) and retries; when the refresh fails the
 *   session is cleared and the request is retried anyway (spec §4);
 * - on 403: alerts the server's message (spec §8) and throws;
 * - sends a `FormData` body as multipart (the browser writes its boundary), anything else as JSON;
 * - `api.download` answers a file as a `Blob` with its name (Excel exports need the bearer token,
 *   so they cannot be plain links).
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The message to show for any error: the server's Korean message, else the error's own. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return '일시적인 오류가 발생했습니다';
}

export const NETWORK_MESSAGE = '네트워크 연결을 확인해주세요';
const FALLBACK_MESSAGE = '일시적인 오류가 발생했습니다';

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  /** JSON-serialisable data, or `FormData` for a multipart upload */
  body?: unknown;
  headers?: Record<string, string>;
  /** paging, sent as `skip`/`limit` headers */
  skip?: number;
  limit?: number;
  /** false: send no bearer token and never refresh (login, refresh, logout calls) */
  auth?: boolean;
  signal?: AbortSignal;
};

export type ListOptions = Omit<RequestOptions, 'skip' | 'limit' | 'body'> & {
  /** 1-based page */
  page?: number;
  pageSize?: number;
};

/** Anything with zod's parse: a response schema, or null for answers without a body (204). */
type Schema<T> = z.ZodType<T> | null;

function urlOf(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isFormData = (body: unknown): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData;

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return isFormData(body) ? body : JSON.stringify(body);
}

/** How a request leaves: `fetch` in the browser; the server's own router when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** Server rendering (entry-server.tsx) answers the page's reads in-process, without a socket. */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

async function send(method: string, path: string, options: RequestOptions, accessToken: string | null) {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // FormData: the browser sets multipart/form-data with its boundary itself.
  if (options.body !== undefined && !isFormData(options.body)) headers['content-type'] = 'application/json';
  if (options.skip !== undefined) headers.skip = String(options.skip);
  if (options.limit !== undefined) headers.limit = String(options.limit);
  if (accessToken && !headers.authorization && !headers.Authorization) {
    headers.authorization = `Bearer ${accessToken}`;
  }
  try {
    return await transport(urlOf(path, options.query), {
      method,
      headers,
      body: bodyOf(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_MESSAGE, 'NETWORK_ERROR');
  }
}

let refreshing: Promise<'ok' | 'failed'> | null = null;

/** Trades the refresh token for new tokens. Concurrent callers share one request. */
export function refreshAccessToken(): Promise<'ok' | 'failed'> {
  refreshing ??= (async () => {
    const refreshToken = session.get().refreshToken;
    if (!refreshToken) return 'failed' as const;
    const res = await send(
      'GET',
      '/api/auth/accessToken',
      { auth: false, headers: { authorization: `Bearer ${refreshToken}` } },
      null,
    ).catch(() => null);
    if (!res) throw new ApiError(0, NETWORK_MESSAGE, 'NETWORK_ERROR'); // offline: keep the session
    if (!res.ok) return 'failed' as const;
    const parsed = accessTokenEnvelope.safeParse(await readJson(res));
    if (!parsed.success) return 'failed' as const;
    // The refresh token rotates: the one we sent is spent, keep the new one.
    session.setTokens(parsed.data.accessToken, parsed.data.refreshToken);
    return 'ok' as const;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

let lastAlert = { message: '', at: 0 };
/** Several queries refused at once would stack identical alerts; show each message once a second. */
function alertOnce(message: string) {
  const now = Date.now();
  if (message === lastAlert.message && now - lastAlert.at < 1000) return;
  lastAlert = { message, at: now };
  window.alert(message);
}

/** Sends the request (refreshing once on 401) and throws `ApiError` for any answer that is not ok. */
async function exchange(method: string, path: string, options: RequestOptions): Promise<Response> {
  const useAuth = options.auth !== false;
  const tokenUsed = useAuth ? session.get().accessToken : null;
  let res = await send(method, path, options, tokenUsed);

  if (res.status === 401 && useAuth && session.get().refreshToken) {
    // Another request may already have refreshed while this one was in flight.
    const current = session.get().accessToken;
    const outcome = current && current !== tokenUsed ? 'ok' : await refreshAccessToken();
    if (outcome === 'failed') session.clear(); // log out, then retry anyway (as a guest)
    res = await send(method, path, options, session.get().accessToken);
  }

  if (!res.ok) {
    const envelope = errorEnvelope.safeParse(await readJson(res));
    const error = envelope.success
      ? new ApiError(res.status, envelope.data.message, envelope.data.code, envelope.data.details)
      : new ApiError(res.status, FALLBACK_MESSAGE, `HTTP_${res.status}`);
    if (res.status === 403) alertOnce(error.message);
    throw error;
  }
  return res;
}

async function request<T>(method: string, path: string, schema: Schema<T>, options: RequestOptions = {}) {
  const res = await exchange(method, path, options);
  const body = await readJson(res);
  if (schema === null) return undefined as T;
  return schema.parse(body);
}

/** The file name of a download: RFC 5987 `filename*=UTF-8''…` first, then plain `filename="…"`. */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(contentDisposition)?.[1]?.trim() ?? null;
}

export type Download = { blob: Blob; filename: string | null };

export const api = {
  get: <T>(path: string, schema: z.ZodType<T>, options?: RequestOptions) =>
    request('GET', path, schema, options),

  /** A list page: `page` (1-based) and `pageSize` become the `skip`/`limit` headers. */
  list: <T>(path: string, schema: z.ZodType<T>, { page = 1, pageSize = 20, ...options }: ListOptions = {}) =>
    request('GET', path, schema, { ...options, skip: (page - 1) * pageSize, limit: pageSize }),

  post: <T>(path: string, schema: Schema<T>, body?: unknown, options?: RequestOptions) =>
    request('POST', path, schema, { ...options, body: body ?? {} }),

  put: <T>(path: string, schema: Schema<T>, body?: unknown, options?: RequestOptions) =>
    request('PUT', path, schema, { ...options, body: body ?? {} }),

  delete: <T>(path: string, schema: Schema<T>, options?: RequestOptions) =>
    request('DELETE', path, schema, options),

  /** POST one file (or several fields) as multipart/form-data: `{ [field]: file }`. */
  upload: <T>(
    path: string,
    schema: Schema<T>,
    fields: Record<string, Blob | string>,
    options?: Omit<RequestOptions, 'body'>,
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return request('POST', path, schema, { ...options, body: form });
  },

  /** GET a file with the session's token: the body as a Blob and the server's file name. */
  download: async (path: string, options?: Omit<RequestOptions, 'body'>): Promise<Download> => {
    const res = await exchange('GET', path, { ...options, headers: { accept: '*/*', ...options?.headers } });
    return { blob: await res.blob(), filename: fileNameOf(res.headers.get('content-disposition')) };
  },
};

/** Testing hook: forget an in-flight refresh and the alert de-duplication. */
export function resetApiClientForTests() {
  refreshing = null;
  lastAlert = { message: '', at: 0 };
}
