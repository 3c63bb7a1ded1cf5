import type pg from 'pg';
import { createAuthorizer, narrowAuthorizer, type Access, type Authorizer, type PermissionGrant } from '@opsdeck/api';
import { sha256 } from './secrets';

/** The session cookie, named as Kratos names it so that tools that know Kratos recognise it. */
export const SESSION_COOKIE = 'ory_kratos_session';

export interface PersonRef {
  id: string;
  name: string;
  email: string | null;
  avatar: string | null;
}

/** A scope of an API token: what the token may do, whatever more its person may. */
export interface TokenScope {
  object: string;
  action: string;
}

export interface Principal {
  person: PersonRef;
  roles: string[];
  permissions: PermissionGrant[];
  via: 'session' | 'token';
  sessionId?: string;
  tokenId?: string;
  /** null: the token may do all its person may. */
  scopes?: TokenScope[] | null;
  authorizer: Authorizer;
}

/** Whether the principal may read or write the resource: roles and permission rows, narrowed by token scopes. */
export function principalCan(principal: Principal, resource: string, access: Access): boolean {
  const { authorizer } = principal;
  if (principal.via === 'token' && principal.scopes) return narrowAuthorizer(authorizer, principal.scopes).can(resource, access);
  return authorizer.can(resource, access);
}

/**
 * The person, their roles, teams and the permission rows that apply to them, for the person row `p` of the query
 * it is appended to: one round trip with the credential lookup (this runs on every authenticated request).
 */
const PERSON_SQL = `
  SELECT p.id, p.name, p.email, p.avatar, pr_roles.roles, coalesce(pr_grants.grants, '[]') AS grants
    FROM people p
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(v1 ORDER BY v1), '{}') AS roles FROM casbin_rule WHERE ptype = 'g' AND v0 = p.id::text
    ) pr_roles
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(team_id::text), '{}') AS teams FROM team_members WHERE person_id = p.id
    ) pr_teams
    CROSS JOIN LATERAL (
      SELECT json_agg(json_build_object('id', x.id::text, 'subject', x.subject, 'object', x.object,
                                        'action', x.action, 'deny', coalesce(x.deny, false))) AS grants
        FROM permissions x
       WHERE x.deleted_at IS NULL AND x.object IS NOT NULL AND x.object <> ''
         AND (x.until IS NULL OR x.until > now())
         AND ((x.subject_type = 'person' AND x.subject = p.id::text)
           OR x.person_id = p.id
           OR (x.subject_type = 'team' AND x.subject = ANY(pr_teams.teams))
           OR x.team_id::text = ANY(pr_teams.teams)
           -- Mission Control's built-in group: every signed-in person.
           OR (x.subject_type IN ('group', 'role') AND (x.subject = ANY(pr_roles.roles) OR x.subject = 'everyone')))
    ) pr_grants
   WHERE p.deleted_at IS NULL`;

interface PrincipalRow extends PersonRef {
  roles: string[];
  grants: PermissionGrant[];
}

function toPrincipal(row: PrincipalRow, via: Principal['via'], extra: Partial<Principal>): Principal {
  const { roles, grants } = row;
  return {
    person: { id: row.id, name: row.name, email: row.email, avatar: row.avatar },
    roles,
    permissions: grants,
    via,
    ...extra,
    authorizer: createAuthorizer({ roles, permissions: grants }),
  };
}

export async function principalFromSession(pool: pg.Pool, cookieValue: string): Promise<Principal | null> {
  const { rows } = await pool.query<PrincipalRow & { session_id: string }>(
    `WITH s AS (
       SELECT s.id, s.identity_id FROM sessions s JOIN identities i ON i.id = s.identity_id
        WHERE s.token_hash = $1 AND s.active AND s.expires_at > now() AND i.state = 'active'
     )
     SELECT person.*, s.id AS session_id FROM s JOIN LATERAL (${PERSON_SQL} AND p.id = s.identity_id) person ON true`,
    [sha256(cookieValue)],
  );
  const row = rows[0];
  return row ? toPrincipal(row, 'session', { sessionId: row.session_id }) : null;
}

export async function principalFromToken(pool: pg.Pool, token: string): Promise<Principal | null> {
  // last_used_at is written at most once a minute per token: a busy token must not turn every read into a write
  // on one hot row.
  const { rows } = await pool.query<PrincipalRow & { token_id: string; scopes: TokenScope[] | null }>(
    `WITH t AS (
       SELECT id, person_id, scopes, last_used_at FROM access_tokens
        WHERE value_hash = $1 AND deleted_at IS NULL AND (expires_at IS NULL OR expires_at > now())
     ), touched AS (
       UPDATE access_tokens a SET last_used_at = now() FROM t
        WHERE a.id = t.id AND (t.last_used_at IS NULL OR t.last_used_at < now() - interval '1 minute')
     )
     SELECT person.*, t.id AS token_id, t.scopes FROM t JOIN LATERAL (${PERSON_SQL} AND p.id = t.person_id) person ON true`,
    [sha256(token)],
  );
  const row = rows[0];
  return row ? toPrincipal(row, 'token', { tokenId: row.token_id, scopes: row.scopes }) : null;
}

/** The token of `Authorization: Bearer <token>` or of basic auth with user `token`. */
export function tokenFromAuthorization(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value] = header.split(/\s+/, 2);
  if (!scheme || !value) return undefined;
  if (scheme.toLowerCase() === 'bearer') return value;
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0 && decoded.slice(0, colon) === 'token') return decoded.slice(colon + 1);
  }
  return undefined;
}
