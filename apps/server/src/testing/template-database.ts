import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPglite, openPostgres, openScratchPostgres } from '../db/client.ts';
import { seedBase, seedDemo } from '../db/seed/index.ts';

/**
 * The API tests' starting database, migrated and seeded (base data and demo accounts) once per run
 * instead of once per test file: a PGlite data folder dumped to a file, or a PostgreSQL database
 * that each file's database is copied from (`create database … template …`).
 */
export type DatabaseTemplate =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

/** Migrates and seeds a new database to copy from; `dispose` removes it. */
export async function createDatabaseTemplate(
  testDatabaseUrl: string | undefined,
): Promise<{ template: DatabaseTemplate; dispose: () => Promise<void> }> {
  if (!testDatabaseUrl) {
    const database = await openPglite(null);
    await prepare(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    const dumpPath = path.join(tmpdir(), `shop-test-template-${randomUUID()}.tar`);
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    return {
      template: { kind: 'pglite', dumpPath },
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

/** A new database with the template's contents, and a way to drop it. */
export async function copyOfTemplate(
  template: DatabaseTemplate,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (template.kind === 'pglite') {
    const dump = new Blob([await readFile(template.dumpPath)]);
    return { database: await openPglite(null, dump), drop: async () => {} };
  }
  const name = `shop_test_${randomUUID().replaceAll('-', '')}`;
  await adminStatement(template.adminUrl, `create database ${name} template ${template.templateName}`);
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  return {
    database: await openPostgres(url.toString(), { max: 20 }),
    drop: () => adminStatement(template.adminUrl, `drop database if exists ${name} with (force)`),
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
