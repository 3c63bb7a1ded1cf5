import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOutbound, isAllowListed, refusedAddress } from './outboundGuard';
import { KEY_FILE, createSecretBox, loadSecretKey, parseSecretKey } from './secretBox';

describe('secret box', () => {
  const box = createSecretBox(Buffer.alloc(32, 7));

  it('round-trips, uses a fresh nonce each time, and refuses a tampered value or another column', () => {
    const a = box.encrypt('s3cr3t', 'password');
    expect(a).not.toContain('s3cr3t');
    expect(box.encrypt('s3cr3t', 'password')).not.toBe(a);
    expect(box.decrypt(a, 'password')).toBe('s3cr3t');
    expect(() => box.decrypt(a, 'username')).toThrow(/cannot be decrypted/);
    const tampered = a.slice(0, -2) + (a.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.decrypt(tampered, 'password')).toThrow(/cannot be decrypted/);
    expect(() => createSecretBox(Buffer.alloc(32, 8)).decrypt(a, 'password')).toThrow(/OPSDECK_SECRET_KEY/);
  });

  it('takes OPSDECK_SECRET_KEY as hex or base64 and names the problem otherwise', () => {
    expect(parseSecretKey('ab'.repeat(32))).toHaveLength(32);
    expect(parseSecretKey(Buffer.alloc(32, 1).toString('base64'))).toHaveLength(32);
    expect(() => parseSecretKey('short')).toThrow(/OPSDECK_SECRET_KEY must be 32 bytes/);
  });

  it('generates a key once into the data dir (mode 0600) and reads it back afterwards', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'opsdeck-key-'));
    const first = loadSecretKey({}, dir);
    expect(first.source).toBe('generated');
    expect(fs.statSync(path.join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
    const second = loadSecretKey({}, dir);
    expect(second).toEqual({ key: first.key, source: 'file' });
    expect(loadSecretKey({ OPSDECK_SECRET_KEY: 'cd'.repeat(32) }, dir).source).toBe('env');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('outbound guard', () => {
  it('refuses link-local and metadata addresses unless allow-listed', async () => {
    expect(refusedAddress('169.254.169.254')).toMatch(/metadata/);
    expect(refusedAddress('169.254.10.1')).toMatch(/link-local/);
    expect(refusedAddress('::ffff:169.254.169.254')).toMatch(/metadata/);
    expect(refusedAddress('fe80::1')).toMatch(/link-local/);
    expect(refusedAddress('127.0.0.1')).toBeUndefined();
    expect(refusedAddress('10.0.0.5')).toBeUndefined();
    await expect(checkOutbound({ allow: [] }, '169.254.169.254')).rejects.toThrow(/OPSDECK_OUTBOUND_ALLOW/);
    await expect(checkOutbound({ allow: [] }, 'metadata.google.internal')).rejects.toThrow(/metadata endpoint/);
    await expect(checkOutbound({ allow: ['169.254.0.0/16'] }, '169.254.10.1')).resolves.toEqual(['169.254.10.1']);
    await expect(checkOutbound({ allow: [] }, 'localhost')).resolves.not.toHaveLength(0);
    expect(isAllowListed({ allow: ['fe80::/10'] }, 'x', 'fe80::1')).toBe(true);
  });
});
