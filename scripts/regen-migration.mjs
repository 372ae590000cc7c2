// Regenerates the newest, not yet released migration from the schema (while a feature is being
// built, its tables change several times). Usage: node scripts/regen-migration.mjs <tag-name>
// Only ever for a migration that has not landed on main with users' data behind it.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const name = process.argv[2];
if (!name) throw new Error('usage: node scripts/regen-migration.mjs <name>');
const dir = path.resolve('apps/server/src/db/migrations');
const journalPath = path.join(dir, 'meta/_journal.json');
const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
const last = journal.entries.at(-1);
if (!last.tag.endsWith(`_${name}`)) throw new Error(`the newest migration is ${last.tag}, not *_${name}`);
rmSync(path.join(dir, `${last.tag}.sql`));
rmSync(path.join(dir, `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`));
journal.entries.pop();
writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
execFileSync('npx', ['drizzle-kit', 'generate', '--name', name], { cwd: 'apps/server', stdio: 'inherit' });
