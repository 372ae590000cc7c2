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
 * A PGlite instance takes a second of CPU to start from the dump, so a test worker keeps the ones
 * its files have closed and brings one back to the template's rows with `resetSql` (about a tenth
 * of that): the dump holds a copy of every seeded table in the schema `test_template`.
 */
export type DatabaseTemplate =
  | { kind: 'pglite'; dumpPath: string; resetSql: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

/** Migrates and seeds a new database to copy from; `dispose` removes it. */
export async function createDatabaseTemplate(
  testDatabaseUrl: string | undefined,
): Promise<{ template: DatabaseTemplate; dispose: () => Promise<void> }> {
  if (!testDatabaseUrl) {
    const database = await openPglite(null);
    await prepare(database);
    const client = clientOf(database);
    const resetSql = await keepTemplateRows(client);
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
  await database.close(); // a template database must have no connections while it is copied
  return { template: { kind: 'postgres', adminUrl: testDatabaseUrl, templateName: name }, dispose: drop };
}

async function prepare(database: Database) {
  await database.migrate();
  await seedBase(database.db);
  await seedDemo(database.db);
}

const clientOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/**
 * Copies every seeded table of `public` into the schema `test_template` and answers the SQL that
 * puts those rows back: triggers (the foreign keys' among them) are off while it runs, so the
 * tables are emptied and refilled in one go, kept balances included, and no session advisory lock
 * outlives the file that took it.
 */
async function keepTemplateRows(client: PGlite): Promise<string> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const { rows: columns } = await client.query<{ table: string; name: string }>(
    `select table_name as "table", column_name as name from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  await client.exec('create schema test_template');
  const refills: string[] = [];
  for (const { name } of tables) {
    const { rows } = await client.query<{ filled: boolean }>(
      `select exists (select from public.${quote(name)}) as filled`,
    );
    if (!rows[0]?.filled) continue;
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

/**
 * A new database with the template's contents; `release` gives it back at the end of its test file
 * (a PGlite instance to this worker's pool, a PostgreSQL database dropped), while `close` on the
 * database itself closes it for good, as a test of the app without its database does.
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
  const name = `shop_test_${randomUUID().replaceAll('-', '')}`;
  await adminStatement(template.adminUrl, `create database ${name} template ${template.templateName}`);
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  const once = closingOnce(await openPostgres(url.toString(), { max: 20 }));
  return {
    database: once.database,
    release: async () => {
      await once.database.close();
      await adminStatement(template.adminUrl, `drop database if exists ${name} with (force)`);
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

async function adminStatement(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
