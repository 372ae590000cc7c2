import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error a shopper or operator should see: Korean `message`, UPPER_SNAKE `code`, an HTTP status. */
export class ShopError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ShopError';
  }
}

export const badRequest = (code: string, message: string, details?: { path: string; message: string }[]) =>
  new ShopError(400, code, message, details);
export const unauthorized = (code: string, message: string) => new ShopError(401, code, message);
export const forbidden = (code: string, message: string) => new ShopError(403, code, message);
export const notFound = (code: string, message: string) => new ShopError(404, code, message);
export const conflict = (code: string, message: string) => new ShopError(409, code, message);
export const refused = (code: string, message: string) => new ShopError(422, code, message);
export const tooManyRequests = (code: string, message: string) => new ShopError(429, code, message);

/** The answer to a path no route serves (the console's unknown paths, the API's outside the web app). */
export const notFoundBody = { message: '요청하신 주소를 찾을 수 없습니다', code: 'NOT_FOUND' };

/** Fastify's own client errors, in words a shopper understands. */
const fastifyClientErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: '요청 형식이 올바르지 않습니다',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'EMPTY_BODY', message: '요청 내용이 비어 있습니다' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE', message: '요청 내용이 너무 큽니다' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: '지원하지 않는 요청 형식입니다',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_CONTENT_LENGTH',
    message: '요청 형식이 올바르지 않습니다',
  },
};

/**
 * PostgreSQL's data exceptions that only a value from the request can cause: a NUL or a character the
 * database cannot hold, text that is not a number or a date, a number or text too large for its column
 * or index. Validation refuses all of these first (http/validation.ts, the contracts' limits); this is
 * the safety net for a field that slips through (docs/decisions/0023).
 */
const inputRefusedByDatabase = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22021',
  '22P02',
  '22P05',
  '54000',
]);

/** The SQLSTATE of a database error, looked for through the wrappers (Drizzle's query error). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, severity, cause } = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') return code;
    current = cause;
  }
  return undefined;
}

/** One place turns every thrown error into `{ message, code, details? }`. Bad input never becomes a 500. */
export const errorEnvelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ShopError, request, reply) => {
    if (error instanceof ShopError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.slice(1).replaceAll('/', '.'),
        message: issue.message ?? '입력값이 올바르지 않습니다',
      }));
      return reply.status(400).send({
        message: details[0]?.message ?? '입력값이 올바르지 않습니다',
        code: 'VALIDATION_FAILED',
        details,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: '일시적인 오류가 발생했습니다', code: 'INTERNAL' });
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message, code: known.code });
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요', code: 'TOO_MANY_REQUESTS' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ message: '요청 형식이 올바르지 않습니다', code: error.code ?? 'BAD_REQUEST' });
    }
    const sqlState = sqlStateOf(error);
    if (sqlState && inputRefusedByDatabase.has(sqlState)) {
      // A client error: one line, without the statement and its parameters.
      request.log.warn(
        { sqlState, route: request.routeOptions.url },
        'the database refused a value of the request',
      );
      return reply
        .status(400)
        .send({ message: '입력값이 올바르지 않습니다', code: 'INPUT_REFUSED_BY_DATABASE' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: '일시적인 오류가 발생했습니다', code: 'INTERNAL' });
  });
});
