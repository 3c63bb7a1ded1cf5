import fs from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';

// timestamptz stays a string on the wire to the client: the API answers RFC 3339 text, as Mission Control does.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  /** The one connection type: a pg Pool, on a real server or on PGlite through its node-postgres adapter. */
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** A gzipped PGlite data dir to start from (tests: a migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
  onIdleError?: (err: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client whose server connection drops emits 'error' on the pool: without a listener that would end
    // the process. The pool replaces the client on next use.
    pool.on('error', (err) => options.onIdleError?.(err));
    await pool.query('SELECT 1');
    return wrap('postgres', pool, async () => {});
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  return wrap('pglite', pool, () => pglite.close());
}

function wrap(kind: DatabaseKind, pool: pg.Pool, closeEngine: () => Promise<void>): Database {
  let closed = false;
  return {
    kind,
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await closeEngine();
    },
  };
}

/** Runs fn in a transaction on one connection; rolls back on any error. */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
