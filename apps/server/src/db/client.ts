import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import type { NodePgDatabase, NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

// Each engine's driver is imported when it is chosen, so a start on one never loads the other's
// (node-postgres alone took a tenth of a second of a restart).

/**
 * Both drivers expose the same Drizzle query builder; the code is written against the node-postgres
 * type and the PGlite instance is used through it.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = PgTransaction<
  NodePgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // A broken idle connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/**
 * PGlite persisted under `dataDir`, or in memory when `dataDir` is null (tests); `load` starts it
 * from a dump of another one's data folder (the tests' migrated and seeded template).
 */
export async function openPglite(dataDir: string | null, load?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(load ? { loadDataDir: load } : {}),
    extensions: { pg_trgm },
  });
  return pgliteDatabase(client);
}

/**
 * A Database over a PGlite instance already running: a new Drizzle instance, so nothing kept per
 * `db` (the order numbers' block) carries over when the tests use an instance again.
 */
export async function pgliteDatabase(client: PGlite): Promise<Database> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A new, empty PostgreSQL database next to `url` (tests and benchmarks), and a way to drop it.
 * `prefix` names it so leftovers are recognisable.
 */
export async function openScratchPostgres(
  url: string,
  prefix: string,
  options: { max?: number } = {},
): Promise<{ database: Database; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const { default: pg } = await import('pg');
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), options);
  return { database, name, drop: () => run(`drop database if exists ${name} with (force)`) };
}

export function openDatabase(config: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(path.join(config.dataDir, 'pgdata'));
}
