import type pg from 'pg';
import { isEncrypted, type SecretBox } from './secretBox';

/** The secret columns of connections (what /api/db masks), and the values that name a secret kept elsewhere. */
export const SECRET_COLUMNS = ['username', 'password', 'certificate'] as const;
export type SecretColumn = (typeof SECRET_COLUMNS)[number];
const REFERENCE_PREFIXES = ['secret://', 'configmap://', 'helm://', 'serviceaccount://'];
export const MASK = '***';

export const isSecretReference = (value: string) => REFERENCE_PREFIXES.some((p) => value.startsWith(p));

/** Whether a value written to a secret column is stored encrypted: not empty, not '***' (unchanged), not a reference. */
export const needsSealing = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value !== MASK && !isSecretReference(value);

/** Encrypts the secret columns of rows about to be written (in place); everything else is left to /api/db. */
export function sealRow(box: SecretBox, row: Record<string, unknown>): void {
  for (const column of SECRET_COLUMNS) {
    const value = row[column];
    if (needsSealing(value)) row[column] = box.encrypt(value, column);
  }
}

export interface StoredSecrets {
  username: string | null;
  password: string | null;
  certificate: string | null;
}

export function openSecrets(box: SecretBox, row: StoredSecrets): StoredSecrets {
  const open = (value: string | null, column: SecretColumn) => (value ? box.decrypt(value, column) : value);
  return { username: open(row.username, 'username'), password: open(row.password, 'password'), certificate: open(row.certificate, 'certificate') };
}

/**
 * Encrypts secret values still stored in plain text (rows written before encryption existed, or by the demo seed).
 * Each update only applies when the value is still the one read, so concurrent starts cannot lose a write.
 */
export async function sealPlaintextSecrets(pool: pg.Pool, box: SecretBox): Promise<number> {
  let sealed = 0;
  for (const column of SECRET_COLUMNS) {
    const { rows } = await pool.query<{ id: string; value: string }>(
      `SELECT id, ${column} AS value FROM connections WHERE ${column} IS NOT NULL AND ${column} <> '' AND ${column} NOT LIKE 'enc:v1:%'`,
    );
    for (const { id, value } of rows) {
      if (isEncrypted(value) || !needsSealing(value)) continue;
      const result = await pool.query(`UPDATE connections SET ${column} = $1 WHERE id = $2 AND ${column} = $3`, [box.encrypt(value, column), id, value]);
      sealed += result.rowCount ?? 0;
    }
  }
  return sealed;
}
