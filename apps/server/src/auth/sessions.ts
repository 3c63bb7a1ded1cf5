import type pg from 'pg';
import type { FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';
import { SESSION_COOKIE } from './principal';
import { newSecret, sha256 } from './secrets';

/**
 * Browser sessions: an opaque random cookie value, stored only as its SHA-256, with an expiry. The session JSON is
 * Kratos's (`/sessions/whoami`), identity included.
 */
export interface SessionRow {
  id: string;
  identity_id: string;
  aal: string;
  authenticated_at: Date;
  issued_at: Date;
  expires_at: Date;
  active: boolean;
  logout_token_hash: string | null;
  ip: string | null;
  user_agent: string | null;
  /** Built with json_build_object: its timestamps arrive as text. */
  identity: {
    schema_id: string;
    traits: Record<string, unknown>;
    state: string;
    state_changed_at: string;
    created_at: string;
    updated_at: string;
  };
}

const SELECT = `
  SELECT s.id, s.identity_id, s.aal, s.authenticated_at, s.issued_at, s.expires_at, s.active, s.logout_token_hash,
         s.ip, s.user_agent,
         json_build_object('schema_id', i.schema_id, 'traits', i.traits, 'state', i.state,
                           'state_changed_at', i.state_changed_at, 'created_at', i.created_at,
                           'updated_at', i.updated_at) AS identity
    FROM sessions s JOIN identities i ON i.id = s.identity_id`;

/** The active, unexpired session of a cookie value whose identity is still active. */
export async function findActiveSession(
  db: pg.Pool | pg.PoolClient,
  cookieValue: string | undefined,
): Promise<SessionRow | undefined> {
  if (!cookieValue) return undefined;
  const { rows } = await db.query<SessionRow>(
    `${SELECT} WHERE s.token_hash = $1 AND s.active AND s.expires_at > now() AND i.state = 'active'`,
    [sha256(cookieValue)],
  );
  return rows[0];
}

export interface NewSession {
  identityId: string;
  ttlSeconds: number;
  ip?: string;
  userAgent?: string;
}

export async function createSession(
  client: pg.PoolClient,
  session: NewSession,
): Promise<{ token: string; row: SessionRow }> {
  const token = newSecret('ory_st_');
  await client.query(
    `INSERT INTO sessions (token_hash, identity_id, expires_at, ip, user_agent)
     VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
    [sha256(token), session.identityId, session.ttlSeconds, session.ip ?? null, session.userAgent?.slice(0, 512) ?? null],
  );
  await client.query('UPDATE people SET last_login = now() WHERE id = $1', [session.identityId]);
  return { token, row: (await findActiveSession(client, token))! };
}

/** Re-authentication of a signed-in user renews the session they have instead of starting another. */
export async function refreshSession(client: pg.PoolClient, sessionId: string, ttlSeconds: number): Promise<void> {
  await client.query(
    `UPDATE sessions SET authenticated_at = now(), expires_at = now() + make_interval(secs => $2) WHERE id = $1`,
    [sessionId, ttlSeconds],
  );
}

/** A new logout token for the session (the previous one stops working). */
export async function issueLogoutToken(pool: pg.Pool, sessionId: string): Promise<string> {
  const token = newSecret('ory_lo_');
  await pool.query('UPDATE sessions SET logout_token_hash = $2 WHERE id = $1', [sessionId, sha256(token)]);
  return token;
}

export async function endSession(pool: pg.Pool, sessionId: string): Promise<void> {
  await pool.query('UPDATE sessions SET active = false, logout_token_hash = NULL WHERE id = $1', [sessionId]);
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function sessionJson(s: SessionRow) {
  const authenticatedAt = iso(s.authenticated_at);
  return {
    id: s.id,
    active: s.active,
    expires_at: iso(s.expires_at),
    authenticated_at: authenticatedAt,
    authenticator_assurance_level: s.aal,
    authentication_methods: [{ method: 'password', aal: s.aal, completed_at: authenticatedAt }],
    issued_at: iso(s.issued_at),
    identity: {
      id: s.identity_id,
      schema_id: s.identity.schema_id,
      schema_url: '',
      state: s.identity.state,
      state_changed_at: iso(s.identity.state_changed_at),
      traits: s.identity.traits,
      metadata_public: null,
      created_at: iso(s.identity.created_at),
      updated_at: iso(s.identity.updated_at),
    },
    devices: [{ id: s.id, ip_address: s.ip ?? undefined, user_agent: s.user_agent ?? undefined }],
  };
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, config: ServerConfig): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: ServerConfig): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
}
