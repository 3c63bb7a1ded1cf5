import type pg from 'pg';
import { dummyPasswordHash, verifyPassword } from './secrets';

/**
 * Checks an identifier and password. A wrong password, an unknown identifier and a disabled identity all answer
 * undefined, and all cost one scrypt verification (against a dummy hash when there is no credential), so neither the
 * answer nor its timing tells whether an account exists.
 */
export async function verifyPasswordLogin(
  pool: pg.Pool,
  identifier: string,
  password: string,
): Promise<{ identityId: string } | undefined> {
  const { rows } = await pool.query<{ identity_id: string; hash: string; state: string }>(
    `SELECT c.identity_id, c.hash, i.state
       FROM identity_credentials c JOIN identities i ON i.id = c.identity_id
      WHERE c.type = 'password' AND lower(c.identifier) = lower($1)`,
    [identifier.trim()],
  );
  const credential = rows[0];
  const ok = await verifyPassword(password, credential?.hash ?? (await dummyPasswordHash()));
  if (!credential || !ok || credential.state !== 'active') return undefined;
  return { identityId: credential.identity_id };
}

/** The identifier an identity signs in with (for re-authentication, where it is not asked again). */
export async function passwordIdentifierOf(pool: pg.Pool, identityId: string): Promise<string | undefined> {
  const { rows } = await pool.query<{ identifier: string }>(
    `SELECT identifier FROM identity_credentials WHERE identity_id = $1 AND type = 'password' ORDER BY created_at LIMIT 1`,
    [identityId],
  );
  return rows[0]?.identifier;
}
