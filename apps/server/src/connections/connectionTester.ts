import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import pg from 'pg';
import { connectionTypeDef, resolveConnectionUrl } from '@opsdeck/api';
import { isSecretReference } from './connectionSecrets';
import { checkOutbound, type OutboundPolicy } from './outboundGuard';

/**
 * `POST /api/connection/test/{id}`: a real test where this server can run one (PostgreSQL, MySQL/MariaDB, Redis, HTTP,
 * Generic Webhook, a local Folder or Git repository), an honest "not tested: <reason>" otherwise. Every test has a
 * deadline, goes through the outbound policy, and no message it answers holds a secret of the connection.
 */

export interface TestableConnection {
  type: string;
  url: string | null;
  username: string | null;
  password: string | null;
  certificate: string | null;
  insecure_tls: boolean | null;
  properties: Record<string, unknown> | null;
}

export type TestOutcome = { tested: true; result: Record<string, unknown> } | { tested: false; reason: string };

export class TestFailure extends Error {}

export interface TesterOptions {
  policy: OutboundPolicy;
  timeoutMs: number;
}

const prop = (c: TestableConnection, key: string) => {
  const v = c.properties?.[key];
  return typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
};

function withDeadline<T>(ms: number, what: string, run: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TestFailure(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([run(), deadline]).finally(() => clearTimeout(timer));
}

function parseUrl(text: string, what: string): URL {
  try {
    return new URL(text);
  } catch {
    throw new TestFailure(`the ${what} URL is not a valid URL`);
  }
}

// Outbound sockets go to the address the policy checked, not to whatever a second DNS answer says (DNS rebinding).
function pinnedLookup(address: string): net.LookupFunction {
  const family = net.isIP(address);
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
    options.all ? callback(null, [{ address, family }]) : callback(null, address, family)) as net.LookupFunction;
}

/**
 * A socket for drivers that call `socket.connect(port, host)` themselves (pg): it goes to the checked address whatever
 * host it is handed; the driver keeps its host name for TLS.
 */
function pinnedSocket(address: string): net.Socket {
  const socket = new net.Socket();
  const connect = socket.connect.bind(socket) as (options: net.TcpSocketConnectOpts) => net.Socket;
  Object.assign(socket, { connect: (port: number) => connect({ port, host: address }) });
  return socket;
}

/** Query parameters that would send pg elsewhere than the checked host, or make it read files on this server. */
const PG_REFUSED_PARAMS = ['host', 'hostaddr', 'port', 'sslcert', 'sslkey', 'sslrootcert', 'sslpassword', 'sslcrl'];

function pgSsl(mode: string | null, insecure: boolean | null): pg.ClientConfig['ssl'] {
  if (!mode || mode === 'disable' || mode === 'allow' || mode === 'prefer') return false;
  return { rejectUnauthorized: mode !== 'no-verify' && !insecure };
}

// PostgreSQL ------------------------------------------------------------------------------------------------------
async function testPostgres(c: TestableConnection, o: TesterOptions) {
  const url = parseUrl(resolveConnectionUrl(c.url ?? '', c), 'PostgreSQL');
  if (!/^postgres(ql)?:$/.test(url.protocol)) throw new TestFailure('the URL must start with postgres:// or postgresql://');
  const refused = PG_REFUSED_PARAMS.find((name) => url.searchParams.has(name));
  if (refused) throw new TestFailure(`the URL's ${refused} parameter is not supported by a connection test: give the host and port in the URL itself`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const [address] = await checkOutbound(o.policy, host);
  // The config is built from the parts checked, not handed pg as a connection string (whose query could override them).
  const client = new pg.Client({
    host,
    port: url.port ? Number(url.port) : 5432,
    database: decodeURIComponent(url.pathname.slice(1)) || undefined,
    user: c.username || decodeURIComponent(url.username) || undefined,
    password: c.password || decodeURIComponent(url.password) || undefined,
    ssl: pgSsl(url.searchParams.get('sslmode'), c.insecure_tls),
    connectionTimeoutMillis: o.timeoutMs,
    statement_timeout: o.timeoutMs,
    stream: () => pinnedSocket(address!),
  });
  client.on('error', () => {});
  try {
    await withDeadline(o.timeoutMs, 'PostgreSQL', () => client.connect());
    const { rows } = await client.query<{ version: string; database: string; user: string }>(
      'SELECT version() AS version, current_database() AS database, current_user AS "user"',
    );
    return { server: 'PostgreSQL', ...rows[0]! };
  } finally {
    await client.end().catch(() => {});
  }
}

// MySQL / MariaDB -------------------------------------------------------------------------------------------------
async function testMysql(c: TestableConnection, o: TesterOptions) {
  const url = parseUrl(resolveConnectionUrl(c.url ?? '', c), 'MySQL');
  if (!/^(mysql|mariadb):$/.test(url.protocol)) throw new TestFailure('the URL must start with mysql://');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const [address] = await checkOutbound(o.policy, host);
  const port = url.port ? Number(url.port) : 3306;
  const mysql = await import('mysql2/promise');
  const connection = await withDeadline(o.timeoutMs, 'MySQL', () =>
    mysql.createConnection({
      host,
      port,
      stream: () => net.connect({ host: address!, port }),
      user: c.username || decodeURIComponent(url.username) || undefined,
      password: c.password || decodeURIComponent(url.password) || undefined,
      database: url.pathname.slice(1) || undefined,
      connectTimeout: o.timeoutMs,
    }),
  );
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version, DATABASE() AS `database`, CURRENT_USER() AS `user`');
    return { server: 'MySQL', ...(rows as Record<string, unknown>[])[0] };
  } finally {
    await connection.end().catch(() => {});
  }
}

// Redis: AUTH, SELECT and PING in RESP over a socket --------------------------------------------------------------
function resp(args: string[]): string {
  return `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
}

async function testRedis(c: TestableConnection, o: TesterOptions) {
  const raw = resolveConnectionUrl(c.url ?? '', c);
  const url = parseUrl(/^[a-z]+:\/\//i.test(raw) ? raw : `redis://${raw}`, 'Redis');
  if (!/^rediss?:$/.test(url.protocol)) throw new TestFailure('the URL must be host:port, redis:// or rediss://');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const [address] = await checkOutbound(o.policy, host);
  const port = url.port ? Number(url.port) : 6379;
  const user = c.username || decodeURIComponent(url.username);
  const password = c.password || decodeURIComponent(url.password);
  const db = prop(c, 'db') || url.pathname.slice(1);
  const commands: string[][] = [];
  if (password) commands.push(user ? ['AUTH', user, password] : ['AUTH', password]);
  if (db && db !== '0') commands.push(['SELECT', db]);
  commands.push(['PING']);

  return withDeadline(o.timeoutMs, 'Redis', () => new Promise<Record<string, unknown>>((resolve, reject) => {
    const socket = url.protocol === 'rediss:'
      ? tls.connect({ host: address, port, servername: net.isIP(host) ? undefined : host, rejectUnauthorized: !c.insecure_tls })
      : net.connect({ host: address!, port });
    let buffer = '';
    const replies: string[] = [];
    const done = (err?: Error, value?: Record<string, unknown>) => {
      socket.destroy();
      if (err) reject(err);
      else resolve(value!);
    };
    socket.setTimeout(o.timeoutMs, () => done(new TestFailure(`Redis did not answer within ${o.timeoutMs / 1000} s`)));
    socket.on('error', (err) => done(new TestFailure(err.message)));
    socket.once(url.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => socket.write(commands.map(resp).join('')));
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (line.startsWith('-')) return done(new TestFailure(`Redis: ${line.slice(1)}`));
        replies.push(line.slice(1));
        if (replies.length === commands.length) return done(undefined, { server: 'Redis', reply: replies[replies.length - 1], db: db || '0' });
      }
    });
  }));
}

// HTTP and Generic Webhook ----------------------------------------------------------------------------------------
async function httpRequest(
  target: string,
  o: TesterOptions,
  init: { method: string; headers?: Record<string, string>; body?: string; insecure: boolean; auth?: string },
) {
  const url = parseUrl(target, 'HTTP');
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TestFailure('the URL must start with http:// or https://');
  const addresses = await checkOutbound(o.policy, url.hostname);
  const lookup = pinnedLookup(addresses[0]!);
  const module = url.protocol === 'https:' ? https : http;
  return withDeadline(o.timeoutMs, url.host, () => new Promise<{ status: number; statusText: string }>((resolve, reject) => {
    const request = module.request(url, {
      method: init.method,
      headers: { 'user-agent': 'opsdeck-connection-test', ...init.headers },
      ...(init.auth ? { auth: init.auth } : {}),
      lookup,
      rejectUnauthorized: !init.insecure,
      timeout: o.timeoutMs,
    });
    request.on('timeout', () => request.destroy(new TestFailure(`${url.host} did not answer within ${o.timeoutMs / 1000} s`)));
    request.on('error', (err) => reject(err instanceof TestFailure ? err : new TestFailure(err.message)));
    request.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? '' });
    });
    request.end(init.body);
  }));
}

async function testHttp(c: TestableConnection, o: TesterOptions) {
  const auth = c.username || c.password ? `${c.username ?? ''}:${c.password ?? ''}` : undefined;
  const answer = await httpRequest(resolveConnectionUrl(c.url ?? '', c), o, { method: 'GET', insecure: Boolean(c.insecure_tls), ...(auth ? { auth } : {}) });
  if (answer.status >= 400) throw new TestFailure(`HTTP ${answer.status} ${answer.statusText}`.trim());
  return { ...answer };
}

async function testWebhook(c: TestableConnection, o: TesterOptions) {
  const method = prop(c, 'requestMethod') || 'POST';
  const body = JSON.stringify({ [prop(c, 'key') || 'message']: 'Test message from Opsdeck', [prop(c, 'titleKey') || 'title']: 'Opsdeck connection test' });
  const answer = await httpRequest(prop(c, 'url'), o, {
    method,
    insecure: Boolean(c.insecure_tls),
    ...(method === 'GET' ? {} : { body, headers: { 'content-type': prop(c, 'contentType') || 'application/json' } }),
  });
  if (answer.status >= 300) throw new TestFailure(`the webhook answered HTTP ${answer.status} ${answer.statusText}`.trim());
  return { ...answer, method };
}

// Local paths -----------------------------------------------------------------------------------------------------
async function testFolder(c: TestableConnection) {
  const dir = prop(c, 'path');
  if (!path.isAbsolute(dir)) throw new TestFailure('the path must be absolute');
  const stat = await fs.stat(dir).catch(() => null);
  if (!stat) throw new TestFailure(`${dir} does not exist`);
  if (!stat.isDirectory()) throw new TestFailure(`${dir} is not a folder`);
  const entries = await fs.readdir(dir).catch((err: Error) => {
    throw new TestFailure(`${dir} cannot be read: ${err.message}`);
  });
  return { path: dir, entries: entries.length };
}

const localGitPath = (url: string) => (url.startsWith('file://') ? new URL(url).pathname : path.isAbsolute(url) ? url : undefined);

function testGit(c: TestableConnection, o: TesterOptions) {
  const repo = localGitPath(c.url ?? '')!;
  const ref = prop(c, 'ref') || 'HEAD';
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    execFile('git', ['ls-remote', '--', repo, ref], { timeout: o.timeoutMs, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (err, stdout, stderr) => {
      if (err) return reject(new TestFailure(stderr.trim().split('\n').pop() || err.message));
      const line = stdout.trim().split('\n').find(Boolean);
      if (!line) return reject(new TestFailure(`${repo} has no ref '${ref}'`));
      const [commit, name] = line.split('\t');
      resolve({ repository: repo, ref: name, commit });
    });
  });
}

// Dispatch --------------------------------------------------------------------------------------------------------
const TESTS: Record<string, (c: TestableConnection, o: TesterOptions) => Promise<Record<string, unknown>>> = {
  postgres: testPostgres,
  mysql: testMysql,
  redis: testRedis,
  http: testHttp,
  generic_webhook: testWebhook,
  folder: testFolder,
  git: testGit,
};

function notTestedReason(c: TestableConnection): string | undefined {
  const def = connectionTypeDef(c.type);
  const title = def?.title ?? c.type;
  if (c.type === 'git' && !localGitPath(c.url ?? '')) return 'only a local Git repository (an absolute path or file://) is tested; remote ones are not contacted';
  if (c.type === 'sftp') return 'SFTP needs an SSH client, which this server does not include';
  if (TESTS[c.type]) return undefined;
  if (def?.notification) return `${title} is a notification channel: the test does not send it a message`;
  return `${title} connections are not tested by this server (no client for it is included)`;
}

function scrub(message: string, c: TestableConnection): string {
  let out = message;
  let inUrl = '';
  try {
    inUrl = decodeURIComponent(new URL(c.url ?? '').password);
  } catch {
    // not a URL: nothing in it to hide
  }
  for (const secret of [c.password, c.certificate, c.username, inUrl]) {
    if (secret && secret.length >= 3) out = out.split(secret).join('***');
  }
  return out;
}

export async function testConnection(c: TestableConnection, o: TesterOptions): Promise<TestOutcome> {
  const reason = notTestedReason(c);
  if (reason) return { tested: false, reason };
  for (const column of ['username', 'password', 'certificate'] as const) {
    const value = c[column];
    if (value && isSecretReference(value)) {
      return { tested: false, reason: `the ${column} is a reference (${value}) that only a Kubernetes deployment resolves` };
    }
  }
  try {
    return { tested: true, result: await TESTS[c.type]!(c, o) };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new TestFailure(scrub(message || 'the test failed', c));
  }
}
