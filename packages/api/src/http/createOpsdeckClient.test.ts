import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:net';
import { startRecordingServer, sendJson, type RecordingServer } from '../testing/recordingServer';
import { createOpsdeckClient } from './createOpsdeckClient';
import { isAbortedError, OpsdeckError } from './opsdeckError';

let api: RecordingServer;
let elsewhere: RecordingServer;

beforeAll(async () => {
  api = await startRecordingServer();
  elsewhere = await startRecordingServer();
});
afterAll(async () => {
  await api.close();
  await elsewhere.close();
});
afterEach(() => {
  api.requests.length = 0;
  elsewhere.requests.length = 0;
  api.handle((_req, res) => sendJson(res, 200, { ok: true }));
  vi.unstubAllGlobals();
});

async function caught(promise: Promise<unknown>): Promise<OpsdeckError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(OpsdeckError);
    return error as OpsdeckError;
  }
  throw new Error('expected the call to fail');
}

/** A port with nothing listening: taken, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('createOpsdeckClient over real HTTP', () => {
  it('sends the spec default headers and the token to the API under /api', async () => {
    api.handle((_req, res) => sendJson(res, 200, { runnerName: 'local' }, { 'x-total': '3' }));
    const client = createOpsdeckClient({ baseUrl: api.origin, token: 'tok-1' });
    const result = await client.get<{ runnerName: string }>('/canary/api/summary');
    expect(result.data).toEqual({ runnerName: 'local' });
    expect(result.status).toBe(200);
    expect(result.headers.get('x-total')).toBe('3');
    const [request] = api.requests;
    expect(request?.url).toBe('/api/canary/api/summary');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers.prefer).toBe('return=representation');
    expect(request?.headers.authorization).toBe('Bearer tok-1');
  });

  it('asks getToken before every request, awaiting it', async () => {
    let n = 0;
    const client = createOpsdeckClient({
      baseUrl: `${api.origin}/api`,
      getToken: async () => `rotating-${++n}`,
    });
    await client.get('/auth/whoami');
    await client.get('/auth/whoami');
    expect(api.requests.map((r) => r.headers.authorization)).toEqual(['Bearer rotating-1', 'Bearer rotating-2']);
  });

  it('never sends the token or host headers to another origin, but does to its own absolute URLs', async () => {
    const client = createOpsdeckClient({
      baseUrl: `${api.origin}/api`,
      token: 'secret-token',
      headers: { 'X-Tenant': 'acme' },
    });
    await client.get(`${elsewhere.origin}/status.json`);
    await client.get(`${api.origin}/api/db/checks`);
    const [foreign] = elsewhere.requests;
    expect(foreign?.headers.authorization).toBeUndefined();
    expect(foreign?.headers['x-tenant']).toBeUndefined();
    expect(foreign?.headers.accept).toBe('application/json');
    const [own] = api.requests;
    expect(own?.headers.authorization).toBe('Bearer secret-token');
    expect(own?.headers['x-tenant']).toBe('acme');
  });

  it('lets a per-request header override the defaults', async () => {
    const client = createOpsdeckClient({ baseUrl: api.origin });
    await client.get('/db/checks', { headers: { Prefer: 'count=exact' } });
    expect(api.requests[0]?.headers.prefer).toBe('count=exact');
  });

  it('removes the /api prefix in direct mode and maps the identity service to /kratos', async () => {
    const client = createOpsdeckClient({ baseUrl: api.origin, mode: 'direct', token: 't' });
    await client.get('/db/checks', { query: { id: 'eq.1' } });
    await client.get('/.ory/sessions/whoami');
    expect(api.requests.map((r) => r.url)).toEqual(['/db/checks?id=eq.1', '/kratos/sessions/whoami']);
    expect(client.baseUrl('db')).toBe(`${api.origin}/db`);
  });

  it('encodes the query, repeats arrays and leaves out null and undefined', async () => {
    const client = createOpsdeckClient({ baseUrl: api.origin });
    await client.get('/playbook/list', {
      query: { check_id: 'a&b=c', tag: ['x', 'y z'], skipped: null, gone: undefined, n: 3, on: true },
    });
    expect(api.requests[0]?.url).toBe('/api/playbook/list?check_id=a%26b%3Dc&tag=x&tag=y+z&n=3&on=true');
  });

  it('posts JSON with a content type and returns the representation', async () => {
    api.handle((req, res) => sendJson(res, 201, [{ id: 'i1', ...JSON.parse(req.body) }]));
    const client = createOpsdeckClient({ baseUrl: api.origin });
    const result = await client.post<Array<{ id: string; title: string }>>('/db/incidents', { title: 'Down' });
    expect(result.status).toBe(201);
    expect(result.data).toEqual([{ id: 'i1', title: 'Down' }]);
    expect(api.requests[0]?.method).toBe('POST');
    expect(api.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('answers an empty 204 with null data', async () => {
    api.handle((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const client = createOpsdeckClient({ baseUrl: api.origin });
    expect((await client.delete('/db/evidences?id=eq.1')).data).toBeNull();
  });

  it('returns the raw response for blobs', async () => {
    api.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/zip' });
      res.end(Buffer.from([1, 2, 3]));
    });
    const client = createOpsdeckClient({ baseUrl: api.origin });
    const response = await client.request('get', '/snapshot/topology/abc', { query: { related: true } });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(api.requests[0]?.url).toBe('/api/snapshot/topology/abc?related=true');
  });
});

describe('error normalisation', () => {
  it("uses the JSON body's error field as the message", async () => {
    api.handle((_req, res) => sendJson(res, 404, { error: 'check (x) was not found' }));
    const error = await caught(createOpsdeckClient({ baseUrl: api.origin }).post('/canary/run/check/x'));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(404);
    expect(error.message).toBe('check (x) was not found');
    expect(error.body).toEqual({ error: 'check (x) was not found' });
  });

  it("falls back to the body's message, then to 'HTTP {status}: {text}'", async () => {
    api.handle((_req, res) => sendJson(res, 422, { message: 'name is required' }));
    const client = createOpsdeckClient({ baseUrl: api.origin });
    expect((await caught(client.get('/db/x'))).message).toBe('name is required');
    api.handle((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream down');
    });
    expect((await caught(client.get('/db/x'))).message).toBe('HTTP 502: upstream down');
    api.handle((_req, res) => {
      res.writeHead(500);
      res.end();
    });
    expect((await caught(client.get('/db/x'))).message).toBe('HTTP 500: Internal Server Error');
  });

  it('calls onUnauthorized with the return path on a 401 from its own origin only', async () => {
    const onUnauthorized = vi.fn();
    const client = createOpsdeckClient({
      baseUrl: api.origin,
      onUnauthorized,
      getReturnTo: () => '/health?checkId=1',
    });
    api.handle((_req, res) => sendJson(res, 401, { error: 'error fetching user' }));
    const error = await caught(client.get('/auth/whoami'));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toBe('error fetching user');
    expect(onUnauthorized).toHaveBeenCalledWith('/health?checkId=1');

    elsewhere.handle((_req, res) => sendJson(res, 401, { error: 'not yours' }));
    expect((await caught(client.get(`${elsewhere.origin}/x`))).kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    elsewhere.handle((_req, res) => sendJson(res, 200, { ok: true }));
  });

  it('turns a slow answer into a timeout with the spec text', async () => {
    api.handle((_req, res) => {
      setTimeout(() => sendJson(res, 200, {}), 2_000).unref();
    });
    const error = await caught(createOpsdeckClient({ baseUrl: api.origin, timeoutMs: 50 }).get('/db/slow'));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Request timed out. Please try again.');
  });

  it("reports the caller's abort as 'aborted', which widgets ignore", async () => {
    api.handle((_req, res) => {
      setTimeout(() => sendJson(res, 200, {}), 2_000).unref();
    });
    const controller = new AbortController();
    const pending = createOpsdeckClient({ baseUrl: api.origin }).get('/canary/api/summary', {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    const error = await caught(pending);
    expect(error.kind).toBe('aborted');
    expect(isAbortedError(error)).toBe(true);
  });

  it('does not even send a request whose signal is already aborted', async () => {
    const error = await caught(
      createOpsdeckClient({ baseUrl: api.origin }).get('/db/checks', { signal: AbortSignal.abort() }),
    );
    expect(error.kind).toBe('aborted');
    expect(api.requests).toHaveLength(0);
  });

  it('reports a refused connection as a network error, or offline when the device is offline', async () => {
    const port = await closedPort();
    const error = await caught(createOpsdeckClient({ baseUrl: `http://127.0.0.1:${port}` }).get('/db/checks'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Network Error. Please try again.');

    vi.stubGlobal('navigator', { onLine: false });
    const offline = await caught(createOpsdeckClient({ baseUrl: `http://127.0.0.1:${port}` }).get('/db/checks'));
    expect(offline.kind).toBe('offline');
    expect(offline.message).toBe('No internet connection. Please try again.');
  });

  it('uses a host fetch when given one', async () => {
    const seen: string[] = [];
    const client = createOpsdeckClient({
      baseUrl: 'https://ops.example/api',
      token: 't',
      fetch: async (input, init) => {
        seen.push(`${String(input)} ${new Headers(init?.headers).get('authorization')}`);
        return new Response('[]', { headers: { 'content-type': 'application/json' } });
      },
    });
    expect((await client.get('/db/checks')).data).toEqual([]);
    expect(seen).toEqual(['https://ops.example/api/db/checks Bearer t']);
  });

  it('treats a relative base as the page origin: the token goes to it and never to an absolute URL elsewhere', async () => {
    const seen: [string, string | null][] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      seen.push([String(input), new Headers(init?.headers).get('authorization')]);
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    };
    const client = createOpsdeckClient({ baseUrl: '', token: 't', fetch });
    await client.get('/db/checks');
    await client.get('https://elsewhere.example/x');
    vi.stubGlobal('location', { origin: 'https://console.example', pathname: '/health', search: '?a=1' });
    await client.get('https://console.example/api/db/checks');
    await client.get('https://elsewhere.example/y');
    expect(seen).toEqual([
      ['/api/db/checks', 'Bearer t'],
      ['https://elsewhere.example/x', null],
      ['https://console.example/api/db/checks', 'Bearer t'],
      ['https://elsewhere.example/y', null],
    ]);
  });

  it("uses the page's path and query as the return address by default", async () => {
    vi.stubGlobal('location', { origin: 'https://console.example', pathname: '/health', search: '?checkId=7' });
    const onUnauthorized = vi.fn();
    const client = createOpsdeckClient({
      baseUrl: '',
      onUnauthorized,
      fetch: async () => new Response('{"error":"expired"}', { status: 401, headers: { 'content-type': 'application/json' } }),
    });
    expect((await caught(client.get('/auth/whoami'))).message).toBe('expired');
    expect(onUnauthorized).toHaveBeenCalledWith('/health?checkId=7');
  });
});
