import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@opsdeck/api';
import { createTestContext, createUsers, type TestContext, type TestUser } from '../../test/helpers';
import { localServices } from '../../test/localServices';
import { ENCRYPTED_PREFIX } from './secretBox';

// A key of our own, so the suite never writes a generated one into the repository's .data.
process.env.OPSDECK_SECRET_KEY = crypto.randomBytes(32).toString('base64');

const { pgUp, mysqlUp, redisUp } = await localServices('connections.test');

describe('/api/db/connections and POST /api/connection/test/{id}', () => {
  let ctx: TestContext;
  let users: Record<Role, TestUser>;
  const api = (method: string, url: string, user: TestUser, body?: unknown) =>
    fetch(`${ctx.baseUrl}${url}`, {
      method,
      headers: { authorization: user.authorization, 'content-type': 'application/json', prefer: 'return=representation' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const create = async (body: Record<string, unknown>) => {
    const response = await api('POST', '/api/db/connections', users.admin, { namespace: 'default', ...body });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as Array<{ id: string } & Record<string, unknown>>)[0]!;
  };
  const rawRow = async (id: string) =>
    (await ctx.db.pool.query<Record<string, string | null>>('SELECT * FROM connections WHERE id = $1', [id])).rows[0]!;
  const test = (id: string, user = users.admin) => api('POST', `/api/connection/test/${id}`, user);

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    users = await createUsers(ctx.db);
  });
  afterAll(() => ctx?.close());

  it('lets only an admin write, and no commander, responder, viewer or guest read (spec 001 section 6)', async () => {
    const made = await create({ name: 'rbac', type: 'http', url: 'http://example.com' });
    for (const role of ['editor', 'commander', 'responder', 'viewer', 'guest'] as const) {
      expect((await api('POST', '/api/db/connections', users[role], { name: `x-${role}`, type: 'http' })).status).toBe(403);
      expect((await api('PATCH', `/api/db/connections?id=eq.${made.id}`, users[role], { url: 'http://evil' })).status).toBe(403);
      expect((await test(made.id, users[role])).status).toBe(403);
    }
    expect((await api('GET', '/api/db/connections?select=id', users.editor)).status).toBe(200);
    for (const role of ['commander', 'responder', 'viewer', 'guest'] as const) {
      expect((await api('GET', '/api/db/connections?select=id', users[role])).status).toBe(403);
    }
  });

  it('stores secrets encrypted (AES-256-GCM), answers them masked, keeps them when *** is written back', async () => {
    const secret = `pa55-${crypto.randomBytes(6).toString('hex')}`;
    const made = await create({ name: 'enc', type: 'postgres', url: 'postgres://db:5432/app', username: 'app_user', password: secret, certificate: 'PEM-DATA-xyz' });
    expect(made).toMatchObject({ username: '***', password: '***', certificate: '***' });
    const raw = await rawRow(made.id);
    const text = JSON.stringify(raw);
    for (const plain of [secret, 'app_user', 'PEM-DATA-xyz']) expect(text).not.toContain(plain);
    expect(raw.password!.startsWith(ENCRYPTED_PREFIX)).toBe(true);

    const patched = await api('PATCH', `/api/db/connections?id=eq.${made.id}`, users.admin, { password: '***', username: '***', url: 'postgres://db:5433/app' });
    expect(patched.status).toBe(200);
    const after = await rawRow(made.id);
    expect(after.password).toBe(raw.password);
    expect(after.username).toBe(raw.username);
    expect(after.url).toBe('postgres://db:5433/app');

    // A secret in a filter would leak it one guess at a time.
    expect((await api('GET', `/api/db/connections?password=eq.${secret}`, users.admin)).status).toBe(400);
  });

  it('keeps secret:// and configmap:// references as they are and answers them unmasked', async () => {
    const made = await create({ name: 'refs', type: 'postgres', url: 'postgres://db/app', username: 'configmap://pg/user', password: 'secret://pg-creds/password' });
    expect(made).toMatchObject({ username: 'configmap://pg/user', password: 'secret://pg-creds/password' });
    expect((await rawRow(made.id)).password).toBe('secret://pg-creds/password');
    const outcome = await test(made.id);
    expect(outcome.status).toBe(200);
    expect(((await outcome.json()) as { message: string }).message).toMatch(/^not tested: the username is a reference \(configmap:\/\/pg\/user\)/);
  });

  it('seals secrets stored in plain text when the server starts', async () => {
    const { rows } = await ctx.db.pool.query<{ id: string }>(
      "INSERT INTO connections (name, type, password) VALUES ('legacy', 'http', 'old-plain-secret') RETURNING id",
    );
    const { sealPlaintextSecrets } = await import('./connectionSecrets');
    const { createSecretBox, parseSecretKey } = await import('./secretBox');
    const box = createSecretBox(parseSecretKey(process.env.OPSDECK_SECRET_KEY!));
    expect(await sealPlaintextSecrets(ctx.db.pool, box)).toBeGreaterThanOrEqual(1);
    const raw = await rawRow(rows[0]!.id);
    expect(raw.password).not.toContain('old-plain-secret');
    expect(box.decrypt(raw.password!, 'password')).toBe('old-plain-secret');
  });

  it('soft-deletes: deleted_at hides a connection from the list of the console', async () => {
    const made = await create({ name: 'gone', type: 'folder', properties: { path: '/tmp' } });
    expect((await api('PATCH', `/api/db/connections?id=eq.${made.id}`, users.admin, { deleted_at: 'now()' })).status).toBe(200);
    const list = (await (await api('GET', '/api/db/connections?select=id&deleted_at=is.null', users.admin)).json()) as Array<{ id: string }>;
    expect(list.map((c) => c.id)).not.toContain(made.id);
    expect((await rawRow(made.id)).deleted_at).not.toBeNull();
    expect((await test(made.id)).status).toBe(404);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await test('nope')).status).toBe(400);
    const missing = await test(crypto.randomUUID());
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'connection was not found' });
  });

  it.runIf(pgUp)('tests a PostgreSQL connection for real, and fails with the server message for an unknown role', async () => {
    const ok = await create({ name: 'pg-local', type: 'postgres', url: 'postgres://127.0.0.1:5432/postgres', username: 'postgres', password: '' });
    const answer = await test(ok.id);
    const body = (await answer.json()) as { message: string; payload: { server: string; version: string; user: string } };
    expect(answer.status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe('ok');
    expect(body.payload).toMatchObject({ server: 'PostgreSQL', user: 'postgres' });
    expect(body.payload.version).toMatch(/^PostgreSQL \d+/);

    const bad = await create({ name: 'pg-bad', type: 'postgres', url: 'postgres://127.0.0.1:5432/postgres', username: 'no_such_role_xyz', password: 'hunter2-secret' });
    const failed = await test(bad.id);
    expect(failed.status).toBe(400);
    const error = ((await failed.json()) as { error: string }).error;
    expect(error).toMatch(/role .* does not exist/);
    expect(error).not.toContain('hunter2-secret');
    expect(error).not.toContain('no_such_role_xyz');
  });

  it.runIf(mysqlUp)('tests a MySQL/MariaDB connection for real; a wrong password fails with the server message, never echoed', async () => {
    const ok = await create({ name: 'my-local', type: 'mysql', url: 'mysql://127.0.0.1:3306/', username: 'root', password: '' });
    const answer = await test(ok.id);
    const body = (await answer.json()) as { message: string; payload: { version: string } };
    expect(answer.status, JSON.stringify(body)).toBe(200);
    expect(body.payload.version).toMatch(/\d+\.\d+/);

    const bad = await create({ name: 'my-bad', type: 'mysql', url: 'mysql://127.0.0.1:3306/', username: 'root', password: 'wrong-pass-123' });
    const failed = await test(bad.id);
    expect(failed.status).toBe(400);
    const error = ((await failed.json()) as { error: string }).error;
    expect(error).toMatch(/Access denied/);
    expect(error).not.toContain('wrong-pass-123');
  });

  it.runIf(redisUp)('tests a Redis connection with PING; a wrong password fails', async () => {
    const ok = await create({ name: 'redis-local', type: 'redis', url: '127.0.0.1:6379', properties: { db: '1' } });
    const answer = await test(ok.id);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { payload: unknown }).payload).toEqual({ server: 'Redis', reply: 'PONG', db: '1' });
    const bad = await create({ name: 'redis-bad', type: 'redis', url: 'redis://127.0.0.1:6379', password: 'not-the-password' });
    const failed = await test(bad.id);
    expect(failed.status).toBe(400);
    expect(((await failed.json()) as { error: string }).error).toMatch(/^Redis: /);
  });

  it('tests HTTP and Generic Webhook connections against a real server; refuses metadata addresses', async () => {
    const seen: Array<{ method: string; auth?: string; body: string; type?: string }> = [];
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (c: Buffer) => (body += c.toString()));
      request.on('end', () => {
        seen.push({ method: request.method!, body, ...(request.headers.authorization ? { auth: request.headers.authorization } : {}), ...(request.headers['content-type'] ? { type: request.headers['content-type'] } : {}) });
        response.statusCode = request.url === '/missing' ? 404 : 200;
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      const site = await create({ name: 'site', type: 'http', url: `http://127.0.0.1:${port}/`, username: 'u', password: 'p' });
      const ok = await test(site.id);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ message: 'ok', payload: { status: 200, statusText: 'OK' } });
      expect(seen.at(-1)).toMatchObject({ method: 'GET', auth: `Basic ${Buffer.from('u:p').toString('base64')}` });

      const missing = await create({ name: 'site-404', type: 'http', url: `http://127.0.0.1:${port}/missing` });
      const failed = await test(missing.id);
      expect(failed.status).toBe(400);
      expect(await failed.json()).toEqual({ error: 'HTTP 404 Not Found' });

      const hook = await create({
        name: 'hook', type: 'generic_webhook', url: 'generic+x',
        properties: { url: `http://127.0.0.1:${port}/hook`, contentType: 'application/json', requestMethod: 'POST', key: 'text', titleKey: 'subject' },
      });
      expect((await test(hook.id)).status).toBe(200);
      expect(JSON.parse(seen.at(-1)!.body)).toEqual({ text: 'Test message from Opsdeck', subject: 'Opsdeck connection test' });

      const metadata = await create({ name: 'imds', type: 'http', url: 'http://169.254.169.254/latest/meta-data/' });
      const refused = await test(metadata.id);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toMatch(/refusing to connect to 169\.254\.169\.254: .*metadata/);
    } finally {
      server.close();
    }
  });

  it('tests a local folder and a local Git repository; other types answer not tested with the reason', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'opsdeck-folder-'));
    fs.writeFileSync(path.join(dir, 'a.txt'), 'a');
    const folder = await create({ name: 'folder', type: 'folder', properties: { path: dir } });
    expect(await (await test(folder.id)).json()).toEqual({ message: 'ok', payload: { path: dir, entries: 1 } });
    const missing = await create({ name: 'folder-missing', type: 'folder', properties: { path: path.join(dir, 'nope') } });
    expect((await test(missing.id)).status).toBe(400);

    const slack = await create({ name: 'slack', type: 'slack', url: 'slack://$(password)@$(username)', username: 'C0123', password: 'xoxb' });
    expect(await (await test(slack.id)).json()).toEqual({
      message: 'not tested: Slack is a notification channel: the test does not send it a message',
      payload: { tested: false, reason: 'Slack is a notification channel: the test does not send it a message' },
    });
    const aws = await create({ name: 'aws', type: 'aws' });
    expect(((await (await test(aws.id)).json()) as { message: string }).message).toMatch(/^not tested: AWS connections/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
