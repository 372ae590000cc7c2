import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type Database,
  openPglite,
  openPostgres,
  openScratchPostgres,
  pgliteDatabase,
} from '../db/client.ts';
import { seedBase, seedDemo } from '../db/seed/index.ts';

/**
 * The API tests' starting database, migrated and seeded (base data and demo accounts) once per run
 * instead of once per test file: a PGlite data folder dumped to a file, or a PostgreSQL database
 * that each file's database is copied from (`create database … template …`).
 *
 * Neither copy is cheap: a PGlite instance takes a second of CPU to start from the dump, and a
 * PostgreSQL copy ~0.4 s (its 12 MB written through the WAL) plus ~0.1 s to drop. So a test worker
 * keeps the databases its files have released and brings one back to the template's rows with
 * `resetSql` instead: the template holds a copy of every seeded table in the schema `test_template`.
 */
export type DatabaseTemplate =
  | { kind: 'pglite'; dumpPath: string; resetSql: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string; copyPrefix: string; resetSql: string };

/** Migrates and seeds a new database to copy from; `dispose` removes it. */
export async function createDatabaseTemplate(
  testDatabaseUrl: string | undefined,
): Promise<{ template: DatabaseTemplate; dispose: () => Promise<void> }> {
  if (!testDatabaseUrl) {
    const database = await openPglite(null);
    await prepare(database);
    const client = clientOf(database);
    const resetSql = await keepTemplateRows(queriesOf(database));
    const dump = await client.dumpDataDir('none');
    await database.close();
    const dumpPath = path.join(tmpdir(), `shop-test-template-${randomUUID()}.tar`);
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    return {
      template: { kind: 'pglite', dumpPath, resetSql },
      dispose: () => rm(dumpPath, { force: true }),
    };
  }
  const { database, name, drop } = await openScratchPostgres(testDatabaseUrl, 'shop_template', { max: 2 });
  await prepare(database);
  const resetSql = await keepTemplateRows(queriesOf(database));
  await database.close(); // a template database must have no connections while it is copied
  // The run's copies share a prefix, so the copies the workers kept to the end go with the template.
  const copyPrefix = `shop_test_${name.slice(-12)}`;
  return {
    template: { kind: 'postgres', adminUrl: testDatabaseUrl, templateName: name, copyPrefix, resetSql },
    dispose: async () => {
      const copies = await adminQuery<{ name: string }>(
        testDatabaseUrl,
        `select datname as name from pg_database where datname like '${copyPrefix}%'`,
      );
      for (const copy of copies)
        await adminQuery(testDatabaseUrl, `drop database if exists ${copy.name} with (force)`);
      await drop();
    },
  };
}

async function prepare(database: Database) {
  await database.migrate();
  await seedBase(database.db);
  await seedDemo(database.db);
}

const clientOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/** Plain SQL on either database: `query` answers rows, `exec` runs several statements. */
type Queries = {
  query<T>(statement: string): Promise<T[]>;
  exec(statements: string): Promise<void>;
};

function queriesOf(database: Database): Queries {
  if (database.kind === 'pglite') {
    const client = clientOf(database);
    return {
      query: async <T>(statement: string) => (await client.query<T>(statement)).rows,
      exec: async (statements) => {
        await client.exec(statements);
      },
    };
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return {
    query: async <T>(statement: string) => (await pool.query(statement)).rows as T[],
    exec: async (statements) => {
      await pool.query(statements);
    },
  };
}

/**
 * Copies every seeded table of `public` into the schema `test_template` and answers the SQL that
 * puts those rows back: triggers (the foreign keys' among them) are off while it runs, so the
 * tables are emptied and refilled in one go, kept balances included, and no session advisory lock
 * outlives the file that took it.
 */
async function keepTemplateRows(client: Queries): Promise<string> {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const columns = await client.query<{ table: string; name: string }>(
    `select table_name as "table", column_name as name from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  await client.exec('create schema test_template');
  const refills: string[] = [];
  for (const { name } of tables) {
    const [filled] = await client.query<{ filled: boolean }>(
      `select exists (select from public.${quote(name)}) as filled`,
    );
    if (!filled?.filled) continue;
    const list = columns
      .filter((c) => c.table === name)
      .map((c) => quote(c.name))
      .join(', ');
    await client.exec(`create table test_template.${quote(name)} as table public.${quote(name)}`);
    refills.push(
      `insert into public.${quote(name)} (${list}) select ${list} from test_template.${quote(name)};`,
    );
  }
  return [
    'select pg_advisory_unlock_all();',
    'set session_replication_role = replica;',
    `truncate table ${tables.map(({ name }) => `public.${quote(name)}`).join(', ')};`,
    ...refills,
    'set session_replication_role = origin;',
  ].join('\n');
}

/** PGlite instances this worker's earlier files closed, to be reset and used again. */
const idlePglites: PGlite[] = [];
/** PostgreSQL databases (names) this worker's earlier files released, likewise. */
const idlePostgres: string[] = [];

/**
 * A database with the template's contents; `release` gives it back to this worker at the end of its
 * test file, while `close` on the database itself closes it (a PGlite instance for good), as a test
 * of the app without its database does.
 */
export async function copyOfTemplate(
  template: DatabaseTemplate,
): Promise<{ database: Database; release: () => Promise<void> }> {
  if (template.kind === 'pglite') {
    const idle = idlePglites.pop();
    if (idle) await idle.exec(template.resetSql);
    const database = idle
      ? await pgliteDatabase(idle)
      : await openPglite(null, new Blob([await readFile(template.dumpPath)]));
    const client = clientOf(database);
    const once = closingOnce(database);
    return {
      database: once.database,
      release: async () => {
        if (!once.closed()) idlePglites.push(client);
      },
    };
  }
  const idle = idlePostgres.pop();
  const name = idle ?? `${template.copyPrefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  if (!idle) await adminQuery(template.adminUrl, `create database ${name} template ${template.templateName}`);
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { max: 20 });
  if (idle) await queriesOf(database).exec(template.resetSql);
  const once = closingOnce(database);
  return {
    database: once.database,
    // Closing its connections ends every session lock a test left; the next file resets the rows.
    release: async () => {
      await once.database.close();
      idlePostgres.push(name);
    },
  };
}

/** The database with a `close` that closes it the first time only, and whether it has. */
function closingOnce(database: Database) {
  let closing: Promise<void> | null = null;
  return {
    database: { ...database, close: () => (closing ??= database.close()) },
    closed: () => closing !== null,
  };
}

async function adminQuery<T>(url: string, statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}
