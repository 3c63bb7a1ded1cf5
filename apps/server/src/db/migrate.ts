import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { withTransaction } from './database';

// migrations/ sits at the package root: two levels above src/db/*.ts, one above the bundled dist/*.js.
const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = [path.resolve(here, '../migrations'), path.resolve(here, '../../migrations')].find((dir) =>
  fs.existsSync(path.join(dir, '0001_schema.sql')),
) ?? path.resolve(here, '../../migrations');

// Any fixed number: every process that migrates takes the same advisory lock, so two starting at once on one
// database apply each migration once.
const MIGRATION_LOCK = 720_431_001;

export interface Migration {
  version: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

/** Applies the migrations not applied yet, all in one transaction (all or nothing). Returns the versions applied now. */
export async function migrate(pool: pg.Pool, migrations = readMigrations()): Promise<string[]> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ version: string }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      try {
        await client.query(m.sql);
      } catch (err) {
        throw new Error(`migration ${m.version} failed: ${(err as Error).message}`, { cause: err });
      }
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [m.version]);
      applied.push(m.version);
    }
    return applied;
  });
}
