import type pg from 'pg';
import type { TokenGrant, TokenScopeEntry } from '@opsdeck/api';
import { badRequest } from '../httpError';
import { newSecret, sha256 } from './secrets';

/**
 * API tokens: `odt_` + 32 random bytes, shown once at creation and stored only as SHA-256. A token keeps the scope
 * entries the form sent (scope) and the grants on our resource areas they give (scopes, which principalCan
 * intersects with the person's rights); scopes null means the token may do whatever its person may.
 */
export const TOKEN_PREFIX = 'odt_';

export interface AccessTokenView {
  id: string;
  name: string;
  person_id: string;
  person: { id: string; name: string; email: string | null };
  scope: TokenScopeEntry[] | null;
  scopes: TokenGrant[] | null;
  expires_at: string | null;
  last_used_at: string | null;
  created_at: string;
  created_by: string | null;
}

const UNIT_SECONDS: Record<string, number> = { m: 60, h: 3600, d: 86_400, w: 604_800, y: 31_536_000 };
const MAX_EXPIRY_SECONDS = 5 * UNIT_SECONDS.y!;

/**
 * Seconds until a token expires, or null for never. The form offers only 'never'; API callers may also give a
 * duration such as 30d, 12h, 90m, 2w or 1y (at most 5 years).
 */
export function parseTokenExpiry(expiry: string | undefined | null): number | null {
  if (expiry === undefined || expiry === null || expiry === '' || expiry === 'never') return null;
  const match = /^(\d+)([mhdwy])$/.exec(expiry.trim());
  if (!match) {
    throw badRequest(`expiry must be 'never' or a duration such as 30d, 12h, 90m, 2w or 1y, got '${expiry}'`);
  }
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2]!]!;
  if (seconds <= 0) throw badRequest(`expiry must be longer than zero, got '${expiry}'`);
  if (seconds > MAX_EXPIRY_SECONDS) throw badRequest(`expiry may be at most 5 years, got '${expiry}'`);
  return seconds;
}

export interface NewAccessToken {
  name: string;
  personId: string;
  createdBy: string;
  scope: TokenScopeEntry[] | null;
  grants: TokenGrant[] | null;
  expiresInSeconds: number | null;
}

const SELECT = `
  SELECT t.id, t.name, t.person_id, json_build_object('id', p.id, 'name', p.name, 'email', p.email) AS person,
         t.scope, t.scopes, t.expires_at, t.last_used_at, t.created_at, t.created_by
    FROM access_tokens t JOIN people p ON p.id = t.person_id`;

function view(row: Record<string, unknown>): AccessTokenView {
  const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
  return { ...(row as unknown as AccessTokenView), expires_at: iso(row.expires_at), last_used_at: iso(row.last_used_at), created_at: iso(row.created_at)! };
}

export async function createAccessToken(pool: pg.Pool, t: NewAccessToken): Promise<{ token: string; view: AccessTokenView }> {
  const token = newSecret(TOKEN_PREFIX);
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO access_tokens (name, person_id, value_hash, scope, scopes, expires_at, created_by)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::int IS NULL THEN NULL ELSE now() + make_interval(secs => $6::int) END, $7)
     RETURNING id`,
    [
      t.name,
      t.personId,
      sha256(token),
      t.scope === null ? null : JSON.stringify(t.scope),
      t.grants === null ? null : JSON.stringify(t.grants),
      t.expiresInSeconds,
      t.createdBy,
    ],
  );
  const created = await pool.query(`${SELECT} WHERE t.id = $1`, [rows[0]!.id]);
  return { token, view: view(created.rows[0]) };
}

/** Live tokens (not revoked, not expired) of one person, or of everyone when personId is null. */
export async function listAccessTokens(pool: pg.Pool, personId: string | null): Promise<AccessTokenView[]> {
  const { rows } = await pool.query(
    `${SELECT} WHERE t.deleted_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())
        AND ($1::uuid IS NULL OR t.person_id = $1::uuid)
      ORDER BY t.created_at DESC, t.id`,
    [personId],
  );
  return rows.map(view);
}

/** Revokes a token of the person (any person's when ownerId is null); false when there is no such live token. */
export async function revokeAccessToken(pool: pg.Pool, id: string, ownerId: string | null): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE access_tokens SET deleted_at = now()
      WHERE id = $1 AND deleted_at IS NULL AND ($2::uuid IS NULL OR person_id = $2::uuid)`,
    [id, ownerId],
  );
  return rowCount === 1;
}
