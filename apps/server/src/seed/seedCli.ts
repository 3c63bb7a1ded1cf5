/**
 * `pnpm --filter @opsdeck/server seed [--checks N]`: seeds the demo users and data into the database of DATABASE_URL
 * (or the PGlite in OPSDECK_DATA_DIR), migrating it first. Idempotent: a seeded database is left as it is, and so is
 * one holding data that is not demo data; there is no --force, because reseeding would mean deleting someone's rows.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { demoCredentialsBanner } from './demoUsers';
import { seedDemo } from './seedDemo';

function checksFromArgs(args: string[], fallback: number): number {
  const i = args.indexOf('--checks');
  if (i < 0) return fallback;
  const n = Number(args[i + 1]);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--checks must be a whole number, got '${args[i + 1] ?? ''}'`);
  return n;
}

async function main() {
  const config = loadConfig();
  const checks = checksFromArgs(process.argv.slice(2), config.seedChecks);
  const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const target = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `PGlite in ${config.dataDir}`;
    await migrate(db.pool);
    const result = await seedDemo(db.pool, { checks });
    if (!result.seeded) {
      console.log(`Nothing seeded into ${target}: ${result.reason}.`);
      return;
    }
    console.log(`Seeded ${result.checks} checks with 24 h of history and the demo dataset into ${target} in ${(result.durationMs / 1000).toFixed(1)} s.`);
    console.log(demoCredentialsBanner(`http://localhost:${config.port}`));
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
