import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Migrates one PGlite database and dumps it: each test file then starts from the dump in about a second. */
export default async function setup(project: TestProject) {
  const pglite = await PGlite.create();
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  await migrate(pool);
  await pool.end();
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'opsdeck-template-')), 'template.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
