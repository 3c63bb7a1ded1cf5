import fs from 'node:fs';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type ServerConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { sha256 } from '../src/auth/secrets';
import { ROLES, type Role } from '@opsdeck/api';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  /** Base URL when listening (see listen option). */
  baseUrl: string;
  close(): Promise<void>;
}

export interface TestContextOptions {
  env?: Record<string, string>;
  /** Listen on 127.0.0.1 with a free port (for real HTTP clients). */
  listen?: boolean;
}

/**
 * A fresh, migrated, empty database and an app on it: PGlite from the template, or, when TEST_DATABASE_URL is set,
 * a new database on that PostgreSQL server (dropped on close).
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const config = loadConfig({ OPSDECK_DEMO: '0', OPSDECK_SCHEDULER: '0', LOG_LEVEL: 'silent', ...options.env });
  let db: Database;
  let dropDatabase: (() => Promise<void>) | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `opsdeck_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    db = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    await migrate(db.pool);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const template = fs.readFileSync(inject('pgliteTemplate'));
    db = await openDatabase({ loadDataDir: new Blob([template]) });
  }
  const app = await buildApp({ config, db });
  let baseUrl = '';
  if (options.listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address && typeof address === 'object') baseUrl = `http://127.0.0.1:${address.port}`;
  } else {
    await app.ready();
  }
  return {
    app,
    db,
    config,
    baseUrl,
    async close() {
      await app.close();
      await db.close();
      await dropDatabase?.();
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  role: Role | null;
  /** An API token with no scope limit. */
  token: string;
  authorization: string;
}

/** Inserts a person with the role and an unscoped API token for them (no identity: tests sign in by token). */
export async function createUser(db: Database, role: Role | null, name = role ?? 'nobody'): Promise<TestUser> {
  const email = `${name}-${crypto.randomBytes(4).toString('hex')}@test.local`;
  const { rows } = await db.pool.query<{ id: string }>(
    'INSERT INTO people (name, email) VALUES ($1, $2) RETURNING id',
    [name, email],
  );
  const id = rows[0]!.id;
  if (role) await db.pool.query("INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, $2)", [id, role]);
  const token = `odt_${crypto.randomBytes(24).toString('base64url')}`;
  await db.pool.query('INSERT INTO access_tokens (name, person_id, value_hash) VALUES ($1, $2, $3)', [
    'test',
    id,
    sha256(token),
  ]);
  return { id, email, role, token, authorization: `Bearer ${token}` };
}

/** One user per role. */
export async function createUsers(db: Database): Promise<Record<Role, TestUser>> {
  const entries = await Promise.all(ROLES.map(async (r) => [r, await createUser(db, r)] as const));
  return Object.fromEntries(entries) as Record<Role, TestUser>;
}
