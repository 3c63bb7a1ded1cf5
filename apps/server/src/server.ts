#!/usr/bin/env node
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { createCheckScheduler } from './scheduler/checkScheduler';
import { demoCredentialsBanner } from './seed/demoUsers';
import { ensureDemoData, isSeeded } from './seed/seedDemo';

async function main() {
  const config = loadConfig();
  const logger = { level: config.logLevel };
  const db = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  const applied = await migrate(db.pool);
  const app = await buildApp({ config, db, logger });
  app.log.info({ database: db.kind, migrations: applied }, 'database ready');

  // Seeds only an empty database, once (a marker and an advisory lock make a second process skip it).
  const seed = await ensureDemoData(db.pool, config);
  if (seed.seeded) app.log.info({ checks: seed.checks, ms: seed.durationMs }, 'demo data seeded');
  else app.log.info({ reason: seed.reason }, 'demo data not seeded');
  const scheduler = config.scheduler ? createCheckScheduler({ pool: db.pool, log: app.log }) : undefined;

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await scheduler?.stop(); // no new check runs while the database closes
    await app.close(); // stops accepting, waits for in-flight requests
    await db.close();
  });

  await app.listen({ port: config.port, host: config.host });
  scheduler?.start();
  if (config.demo && (await isSeeded(db.pool))) {
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    console.log(`\n${demoCredentialsBanner(`http://${host}:${port}`)}\n`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
