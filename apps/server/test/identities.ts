import crypto from 'node:crypto';
import type { Role } from '@opsdeck/api';
import type { Database } from '../src/db/database';
import { hashPassword } from '../src/auth/secrets';

export interface TestIdentity {
  id: string;
  email: string;
  password: string;
}

let cachedHash: { password: string; hash: Promise<string> } | undefined;

/**
 * A person who can sign in with a password: people + identities + identity_credentials (+ a role binding), the way
 * the demo seed creates its users. The scrypt hash is made once per test process (50 ms each).
 */
export async function createIdentity(db: Database, role: Role | null, password = 'correct horse battery'): Promise<TestIdentity> {
  if (!cachedHash || cachedHash.password !== password) cachedHash = { password, hash: hashPassword(password) };
  const hash = await cachedHash.hash;
  const email = `${role ?? 'nobody'}-${crypto.randomBytes(4).toString('hex')}@test.local`;
  const { rows } = await db.pool.query<{ id: string }>('INSERT INTO people (name, email) VALUES ($1, $2) RETURNING id', [
    `${role ?? 'nobody'} user`,
    email,
  ]);
  const id = rows[0]!.id;
  await db.pool.query('INSERT INTO identities (id, traits) VALUES ($1, $2)', [
    id,
    JSON.stringify({ email, name: { first: role ?? 'nobody', last: 'user' } }),
  ]);
  await db.pool.query("INSERT INTO identity_credentials (identity_id, type, identifier, hash) VALUES ($1, 'password', $2, $3)", [
    id,
    email,
    hash,
  ]);
  if (role) await db.pool.query("INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, $2)", [id, role]);
  return { id, email, password };
}

/** Just enough of a browser's cookie store for tests over real HTTP: name=value pairs, Max-Age=0 deletes. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  /** The raw Set-Cookie lines of the last response, for checking attributes. */
  lastSetCookie: string[] = [];

  store(response: Response): void {
    this.lastSetCookie = response.headers.getSetCookie();
    for (const line of this.lastSetCookie) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** A fetch that sends and keeps cookies and never follows redirects (tests look at them). */
  fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.header());
    const response = await fetch(input, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  };
}
