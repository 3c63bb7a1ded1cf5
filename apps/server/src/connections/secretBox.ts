import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets at rest: AES-256-GCM with a random 96-bit nonce per value, the column name as associated data (a value
 * copied into another column does not decrypt). Stored as `enc:v1:<base64url(nonce | tag | ciphertext)>`.
 */

export const ENCRYPTED_PREFIX = 'enc:v1:';
const NONCE = 12;
const TAG = 16;
export const KEY_FILE = 'secret.key';

export interface SecretBox {
  encrypt(plaintext: string, column: string): string;
  decrypt(stored: string, column: string): string;
}

export const isEncrypted = (value: string) => value.startsWith(ENCRYPTED_PREFIX);

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  return {
    encrypt(plaintext, column) {
      const nonce = crypto.randomBytes(NONCE);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(column));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ENCRYPTED_PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt(stored, column) {
      if (!isEncrypted(stored)) return stored;
      const raw = Buffer.from(stored.slice(ENCRYPTED_PREFIX.length), 'base64url');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE));
      decipher.setAAD(Buffer.from(column));
      decipher.setAuthTag(raw.subarray(NONCE, NONCE + TAG));
      try {
        return Buffer.concat([decipher.update(raw.subarray(NONCE + TAG)), decipher.final()]).toString('utf8');
      } catch {
        throw new Error(`the stored ${column} cannot be decrypted: was OPSDECK_SECRET_KEY changed?`);
      }
    },
  };
}

/** OPSDECK_SECRET_KEY: 64 hex digits or the base64 of 32 bytes. */
export function parseSecretKey(value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) {
    throw new Error('OPSDECK_SECRET_KEY must be 32 bytes: 64 hex digits or base64 (e.g. `openssl rand -base64 32`)');
  }
  return key;
}

/**
 * The key from OPSDECK_SECRET_KEY, or else the one in `<dataDir>/secret.key`, generated there (mode 0600) the first
 * time. Several processes starting at once agree: the file is created exclusively and a loser reads the winner's.
 */
export function loadSecretKey(env: { OPSDECK_SECRET_KEY?: string | undefined }, dataDir: string): { key: Buffer; source: 'env' | 'file' | 'generated' } {
  if (env.OPSDECK_SECRET_KEY) return { key: parseSecretKey(env.OPSDECK_SECRET_KEY), source: 'env' };
  const file = path.join(dataDir, KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64') + '\n', { flag: 'wx', mode: 0o600 });
    return { key: parseSecretKey(fs.readFileSync(file, 'utf8')), source: 'generated' };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return { key: parseSecretKey(fs.readFileSync(file, 'utf8')), source: 'file' };
}
