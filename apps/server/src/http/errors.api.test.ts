import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.ts';
import { errorEnvelopePlugin, sqlStateOf } from './errors.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** The error the database throws for a statement (through Drizzle, as a service would see it). */
async function databaseError(statement: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await app.database.db.execute(statement);
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

/** A bare app with the error envelope whose only route throws `error`; its log lines are kept. */
async function throwing(error: unknown) {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const bare = Fastify({ logger: { level: 'info', stream } });
  await bare.register(errorEnvelopePlugin);
  bare.get('/boom', async () => {
    throw error;
  });
  const res = await bare.inject({ method: 'GET', url: '/boom' });
  await bare.close();
  return { res, logged: lines.filter((l) => l.level >= 40) };
}

describe('the error handler with an error of the database', () => {
  it.each([
    ['a NUL in text', sql`select ${'a\u0000b'}::text`, '22021'],
    ['text that is not a number', sql`select ${'abc'}::integer`, '22P02'],
    ['a number too large for its column', sql`select ${'99999999999'}::integer`, '22003'],
  ])('answers %s with 400 and logs one line without the statement', async (_name, statement, sqlState) => {
    const error = await databaseError(statement);
    expect(sqlStateOf(error)).toBe(sqlState);
    const { res, logged } = await throwing(error);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: '입력값이 올바르지 않습니다', code: 'INPUT_REFUSED_BY_DATABASE' });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 40, sqlState });
    expect(JSON.stringify(logged[0])).not.toMatch(/select/i);
  });

  it('still answers a fault of the server itself with 500', async () => {
    const error = await databaseError(sql`select * from no_such_table`);
    const { res, logged } = await throwing(error);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'INTERNAL' });
    expect(logged[0]).toMatchObject({ level: 50, msg: 'unhandled error' });
  });
});
