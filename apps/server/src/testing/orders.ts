import { tmpdir } from 'node:os';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema/index.ts';
import type { Actor, ShopContext } from '../http/context.ts';
import { memoryLimiter } from '../http/limiter.ts';
import { localStorage } from '../storage/storage.ts';
import type { TestApp } from './app.ts';

let counter = 0;

/**
 * `n` consumers inserted directly with signed access tokens: a race of 50 buyers should not spend
 * its time hashing 50 passwords through the join form.
 */
export async function makeBuyers(app: TestApp, n: number) {
  const rows = await app.database.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => {
        counter += 1;
        return {
          username: `buyer${process.pid}x${counter}`,
          name: '구매자',
          email: `buyer${counter}@example.com`,
          phone: '01012345678',
          type: 'CONSUMER' as const,
        };
      }),
    )
    .returning({ _id: users._id, type: users.type });
  return Promise.all(
    rows.map(async (row) => ({
      _user: row._id,
      headers: { authorization: `Bearer ${await app.accessTokens.sign(row, app.clock.now)}` },
    })),
  );
}

/** A context for calling services and jobs directly, as a sweep or the payment plugin does. */
export function serviceContext(app: TestApp, actor: Actor | null = null): ShopContext {
  return {
    db: app.database.db,
    actor,
    now: app.clock.now,
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    limiter: memoryLimiter(),
    storage: localStorage(tmpdir()),
    catalogCache: app.catalogCache,
    sessions: app.sessions,
    log: app.log,
  };
}

/** A valid 무통장입금 order form for these lines; override any part. */
export function orderForm(lines: { _carts: string[] } | { items: object[] }, overrides: object = {}) {
  return {
    ...lines,
    orderer: { name: '홍길동', phone: '010-1234-5678', email: 'hong@example.com' },
    receiver: {
      name: '김수령',
      phone: '010-9876-5432',
      email: '',
      postcode: '06236',
      address1: '서울 강남구 테헤란로 123',
      address2: '4층',
    },
    requestMessage: '부재 시 경비실에 맡겨주세요',
    paymentMethod: 'BANK_TRANSFER',
    ...overrides,
  };
}
