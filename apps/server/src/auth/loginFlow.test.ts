import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Configuration, FrontendApi, ResponseError, type LoginFlow } from '@ory/client-fetch';
import { createTestContext, type TestContext } from '../../test/helpers';
import { CookieJar, createIdentity, type TestIdentity } from '../../test/identities';

const INVALID =
  'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.';

describe('password login through Kratos-compatible browser flows, over real HTTP', () => {
  let ctx: TestContext;
  let user: TestIdentity;

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    user = await createIdentity(ctx.db, 'editor');
  });
  afterAll(() => ctx.close());

  const ory = (jar: CookieJar, mount = '/api/.ory') =>
    new FrontendApi(new Configuration({ basePath: `${ctx.baseUrl}${mount}`, fetchApi: jar.fetch, credentials: 'include' }));
  const csrfOf = (flow: LoginFlow) =>
    (flow.ui.nodes.find((n) => 'name' in n.attributes && n.attributes.name === 'csrf_token')!.attributes as { value: string }).value;

  /** Submits a login with raw fetch (the client throws on 4xx; here the body matters). */
  async function submit(jar: CookieJar, flow: { id: string }, body: Record<string, string>, headers: Record<string, string> = {}) {
    const res = await jar.fetch(`${ctx.baseUrl}/api/.ory/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { res, json: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  it('signs in with @ory/client-fetch: HttpOnly Lax session cookie, toSession and /api/auth/whoami work with it', async () => {
    const jar = new CookieJar();
    const api = ory(jar);
    const flow = await api.createBrowserLoginFlow({ returnTo: '/health' });
    const csrfCookie = jar.lastSetCookie.find((c) => c.startsWith('csrf_token_'));
    expect(csrfCookie).toMatch(/HttpOnly/i);
    expect(csrfCookie).toMatch(/SameSite=Lax/i);
    expect(flow).toMatchObject({ type: 'browser', return_to: '/health', refresh: false, requested_aal: 'aal1', state: 'choose_method' });
    expect(flow.ui.action).toBe(`${ctx.baseUrl}/api/.ory/self-service/login?flow=${flow.id}`);
    expect(flow.ui.method).toBe('POST');
    expect(flow.ui.nodes.map((n) => [n.group, (n.attributes as { name: string }).name, (n.attributes as { type: string }).type])).toEqual([
      ['default', 'csrf_token', 'hidden'],
      ['default', 'identifier', 'text'],
      ['password', 'password', 'password'],
      ['password', 'method', 'submit'],
    ]);
    expect(flow.ui.nodes[3]!.meta.label).toMatchObject({ id: 1010001, text: 'Sign in', type: 'info' });
    expect(flow.expires_at.getTime() - flow.issued_at.getTime()).toBe(3600_000);

    const fetched = await api.getLoginFlow({ id: flow.id });
    expect(fetched.id).toBe(flow.id);

    const done = await api.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: { method: 'password', identifier: user.email.toUpperCase(), password: user.password, csrf_token: csrfOf(flow) },
    });
    expect(done.session.identity?.traits).toMatchObject({ email: user.email });
    const sessionCookie = jar.lastSetCookie.find((c) => c.startsWith('ory_kratos_session='))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Path=\//);
    expect(sessionCookie).not.toMatch(/Secure/i);

    const session = await api.toSession();
    expect(session).toMatchObject({ active: true, authenticator_assurance_level: 'aal1', id: done.session.id });
    expect(session.identity?.id).toBe(user.id);
    const ttl = session.expires_at!.getTime() - session.authenticated_at!.getTime();
    expect(Math.abs(ttl - ctx.config.sessionTtlSeconds * 1000)).toBeLessThan(5_000);

    const whoami = await jar.fetch(`${ctx.baseUrl}/api/auth/whoami`);
    expect(whoami.status).toBe(200);
    expect(((await whoami.json()) as { payload: { user: { id: string }; roles: string[] } }).payload).toMatchObject({
      user: { id: user.id, email: user.email },
      roles: ['editor'],
    });

    // Only the hash of the cookie value is stored.
    const value = jar.cookies.get('ory_kratos_session')!;
    const { rows } = await ctx.db.pool.query('SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1', [value]);
    expect(rows[0].n).toBe(0);

    // The flow is spent: submitting it again is refused.
    const again = await submit(new CookieJar(), flow, { method: 'password', identifier: user.email, password: user.password });
    expect(again.res.status).toBe(410);
  });

  it('answers a wrong password and an unknown user with the same 400 flow and message, both paying for a hash', async () => {
    const answers: Array<{ status: number; messages: unknown; identifierValue: unknown; ms: number }> = [];
    for (const identifier of [user.email, 'nobody-at-all@test.local', user.email, 'nobody-at-all@test.local']) {
      const jar = new CookieJar();
      const flow = await ory(jar).createBrowserLoginFlow({});
      const started = performance.now();
      const { res, json } = await submit(jar, flow, { method: 'password', identifier, password: 'wrong password', csrf_token: csrfOf(flow) });
      const ms = performance.now() - started;
      const identifierNode = json.ui.nodes.find((n: { attributes: { name: string } }) => n.attributes.name === 'identifier');
      answers.push({ status: res.status, messages: json.ui.messages, identifierValue: identifierNode.attributes.value, ms });
      expect(json.id).toBe(flow.id);
      expect(json.ui.nodes.find((n: { attributes: { name: string } }) => n.attributes.name === 'password').attributes.value).toBeUndefined();
      expect(jar.cookies.has('ory_kratos_session')).toBe(false);
    }
    for (const a of answers) {
      expect(a.status).toBe(400);
      expect(a.messages).toEqual([{ id: 4000006, text: INVALID, type: 'error' }]);
      // An unknown user is checked against a dummy scrypt hash: no fast path that would reveal the account.
      expect(a.ms).toBeGreaterThan(15);
    }
    expect(answers[0]!.identifierValue).toBe(user.email);
    expect(answers[1]!.identifierValue).toBe('nobody-at-all@test.local');
  });

  it('names each missing field with Kratos message 4000002, and an unknown method with 4010002', async () => {
    const jar = new CookieJar();
    const flow = await ory(jar).createBrowserLoginFlow({});
    const { res, json } = await submit(jar, flow, { method: 'password', identifier: '', csrf_token: csrfOf(flow) });
    expect(res.status).toBe(400);
    const messagesOf = (name: string) =>
      json.ui.nodes.find((n: { attributes: { name: string } }) => n.attributes.name === name).messages;
    expect(messagesOf('identifier')).toEqual([
      { id: 4000002, text: 'Property identifier is missing.', type: 'error', context: { property: 'identifier' } },
    ]);
    expect(messagesOf('password')[0]).toMatchObject({ id: 4000002, text: 'Property password is missing.' });

    // The messages stay with the flow: fetching it shows them too.
    const stored = await ory(jar).getLoginFlow({ id: flow.id });
    expect(stored.ui.nodes.find((n) => (n.attributes as { name: string }).name === 'identifier')!.messages[0]!.id).toBe(4000002);

    const noMethod = await submit(jar, flow, { method: 'oidc', csrf_token: csrfOf(flow) });
    expect(noMethod.res.status).toBe(400);
    expect(noMethod.json.ui.messages[0]).toMatchObject({ id: 4010002 });
  });

  it('refuses a submission whose csrf token does not pair with the cookie (403 security_csrf_violation)', async () => {
    const victim = new CookieJar();
    const flow = await ory(victim).createBrowserLoginFlow({});
    // Another browser (its own csrf cookie) submitting the victim's token, and a forged token with the right cookie.
    const attacker = new CookieJar();
    await ory(attacker).createBrowserLoginFlow({});
    const cases = [
      { jar: attacker, token: csrfOf(flow) },
      { jar: victim, token: Buffer.alloc(64, 7).toString('base64') },
      { jar: victim, token: '' },
      { jar: new CookieJar(), token: csrfOf(flow) },
    ];
    for (const c of cases) {
      const { res, json } = await submit(c.jar, flow, { method: 'password', identifier: user.email, password: user.password, csrf_token: c.token });
      expect(res.status).toBe(403);
      expect(json.error).toMatchObject({ id: 'security_csrf_violation', code: 403, status: 'Forbidden' });
      expect(json.error.details.reject_reason).toEqual(expect.any(String));
    }
    // Reading a flow needs the cookie of the browser that started it.
    const read = await attacker.fetch(`${ctx.baseUrl}/api/.ory/self-service/login/flows?id=${flow.id}`);
    expect(read.status).toBe(403);
  });

  it('expires flows: 410 self_service_flow_expired with a fresh flow to use', async () => {
    const jar = new CookieJar();
    const api = ory(jar);
    const flow = await api.createBrowserLoginFlow({ returnTo: '/incidents' });
    await ctx.db.pool.query("UPDATE self_service_flows SET expires_at = now() - interval '5 minutes' WHERE id = $1", [flow.id]);

    const read = await jar.fetch(`${ctx.baseUrl}/api/.ory/self-service/login/flows?id=${flow.id}`);
    expect(read.status).toBe(410);
    expect(((await read.json()) as { error: { id: string } }).error.id).toBe('self_service_flow_expired');

    const { res, json } = await submit(jar, flow, { method: 'password', identifier: user.email, password: user.password, csrf_token: csrfOf(flow) });
    expect(res.status).toBe(410);
    expect(json.error).toMatchObject({ id: 'self_service_flow_expired', code: 410, status: 'Gone', message: 'self-service flow expired' });
    expect(json.error.reason).toMatch(/^The self-service flow expired 5\.\d\d minutes ago/);
    const fresh = await api.getLoginFlow({ id: json.use_flow_id });
    expect(fresh.return_to).toBe('/incidents');
    expect(fresh.ui.messages?.[0]).toMatchObject({ id: 4010001, type: 'error' });
    expect(jar.cookies.has('ory_kratos_session')).toBe(false);
  });

  it('answers unknown flows 404 in Kratos error shape, and unknown identity flows 404', async () => {
    const jar = new CookieJar();
    await ory(jar).createBrowserLoginFlow({});
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await jar.fetch(`${ctx.baseUrl}/api/.ory/self-service/login/flows?id=${id}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: number; message: string } }).error).toMatchObject({ code: 404, status: 'Not Found' });
    }
    // Registration and the other flows are not built yet: no fake answers.
    const reg = await fetch(`${ctx.baseUrl}/api/.ory/self-service/registration/browser`, { headers: { accept: 'application/json' } });
    expect(reg.status).toBe(404);
    expect(((await reg.json()) as { error: { code: number } }).error.code).toBe(404);
  });

  it('allows only same-origin return_to (self_service_flow_return_to_forbidden otherwise)', async () => {
    const api = ory(new CookieJar());
    expect((await api.createBrowserLoginFlow({ returnTo: `${ctx.baseUrl}/topology?x=1` })).return_to).toBe(`${ctx.baseUrl}/topology?x=1`);
    for (const bad of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'health']) {
      const res = await fetch(`${ctx.baseUrl}/api/.ory/self-service/login/browser?return_to=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { id: string; reason: string } };
      expect(body.error.id).toBe('self_service_flow_return_to_forbidden');
      expect(body.error.reason).toContain('is not allowed');
    }
  });

  it('redirects browser navigations: init to /login?flow=, a form post to return_to, errors to /error?id=', async () => {
    const user = await createIdentity(ctx.db, 'viewer');
    const jar = new CookieJar();
    const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const init = await jar.fetch(`${ctx.baseUrl}/api/.ory/self-service/login/browser?return_to=/catalog`, { headers: { accept: html } });
    expect(init.status).toBe(303);
    const flowId = new URL(init.headers.get('location')!, ctx.baseUrl).searchParams.get('flow')!;
    expect(init.headers.get('location')).toBe(`/login?flow=${flowId}`);
    const flow = await ory(jar).getLoginFlow({ id: flowId });

    const form = (fields: Record<string, string>) =>
      jar.fetch(`${ctx.baseUrl}/api/.ory/self-service/login?flow=${flowId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: html },
        body: new URLSearchParams(fields).toString(),
      });
    const wrong = await form({ method: 'password', identifier: user.email, password: 'nope', csrf_token: csrfOf(flow) });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe(`/login?flow=${flowId}`);
    const ok = await form({ method: 'password', identifier: user.email, password: user.password, csrf_token: csrfOf(flow) });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/catalog');
    expect(jar.cookies.has('ory_kratos_session')).toBe(true);

    const bad = await fetch(`${ctx.baseUrl}/api/.ory/self-service/login/browser?return_to=https://evil.example`, { headers: { accept: html }, redirect: 'manual' });
    expect(bad.status).toBe(303);
    const errorId = new URL(bad.headers.get('location')!, ctx.baseUrl).searchParams.get('id');
    expect(bad.headers.get('location')).toBe(`/error?id=${errorId}`);
    const stored = await ory(new CookieJar()).getFlowError({ id: errorId! });
    expect(stored.error).toMatchObject({ id: 'self_service_flow_return_to_forbidden', code: 400 });
    const missing = await fetch(`${ctx.baseUrl}/api/.ory/self-service/errors?id=00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
  });

  it('does not start a second login for a signed-in browser, but lets it re-authenticate with refresh', async () => {
    const user = await createIdentity(ctx.db, 'responder');
    const jar = new CookieJar();
    const api = ory(jar);
    const flow = await api.createBrowserLoginFlow({});
    await api.updateLoginFlow({ flow: flow.id, updateLoginFlowBody: { method: 'password', identifier: user.email, password: user.password, csrf_token: csrfOf(flow) } });
    const first = await api.toSession();

    const again = await jar.fetch(`${ctx.baseUrl}/api/.ory/self-service/login/browser`);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { id: string } }).error.id).toBe('session_already_available');

    const refresh = await api.createBrowserLoginFlow({ refresh: true });
    expect(refresh.refresh).toBe(true);
    expect(refresh.ui.messages?.[0]).toMatchObject({ id: 1010003 });
    const identifierNode = refresh.ui.nodes.find((n) => (n.attributes as { name: string }).name === 'identifier')!;
    expect(identifierNode.attributes).toMatchObject({ type: 'hidden', value: user.email });
    await new Promise((r) => setTimeout(r, 20));
    const renewed = await api.updateLoginFlow({ flow: refresh.id, updateLoginFlowBody: { method: 'password', identifier: user.email, password: user.password, csrf_token: csrfOf(refresh) } });
    expect(renewed.session.id).toBe(first.id);
    expect(renewed.session.authenticated_at!.getTime()).toBeGreaterThan(first.authenticated_at!.getTime());

    // Confirming with someone else's credentials does not take over the session.
    const other = await createIdentity(ctx.db, 'admin');
    const confirm = await api.createBrowserLoginFlow({ refresh: true });
    const { res, json } = await submit(jar, confirm, { method: 'password', identifier: other.email, password: other.password, csrf_token: csrfOf(confirm) });
    expect(res.status).toBe(403);
    expect(json.error.id).toBe('security_identity_mismatch');
    expect((await api.toSession()).identity?.id).toBe(user.id);
  });

  it('serves the same flows under /api/kratos', async () => {
    const user = await createIdentity(ctx.db, 'guest');
    const jar = new CookieJar();
    const api = ory(jar, '/api/kratos');
    const flow = await api.createBrowserLoginFlow({});
    expect(flow.ui.action).toBe(`${ctx.baseUrl}/api/kratos/self-service/login?flow=${flow.id}`);
    // A flow started on one mount can be read on the other: same store, same csrf cookie.
    expect((await ory(jar).getLoginFlow({ id: flow.id })).id).toBe(flow.id);
    await api.updateLoginFlow({ flow: flow.id, updateLoginFlowBody: { method: 'password', identifier: user.email, password: user.password, csrf_token: csrfOf(flow) } });
    expect((await api.toSession()).identity?.id).toBe(user.id);
  });

  it('logs out: a logout token for the session, then the session ends and the cookie is cleared', async () => {
    const user = await createIdentity(ctx.db, 'commander');
    const jar = new CookieJar();
    const api = ory(jar);
    const flow = await api.createBrowserLoginFlow({});
    await api.updateLoginFlow({ flow: flow.id, updateLoginFlowBody: { method: 'password', identifier: user.email, password: user.password, csrf_token: csrfOf(flow) } });
    const sessionValue = jar.cookies.get('ory_kratos_session')!;

    const logout = await api.createBrowserLogoutFlow({ returnTo: '/login' });
    expect(logout.logout_url).toBe(`${ctx.baseUrl}/api/.ory/self-service/logout?token=${encodeURIComponent(logout.logout_token)}&return_to=%2Flogin`);
    // The token only works with the session it belongs to.
    const stranger = new CookieJar();
    const strangerFlow = await ory(stranger).createBrowserLoginFlow({});
    await ory(stranger).updateLoginFlow({ flow: strangerFlow.id, updateLoginFlowBody: { method: 'password', identifier: user.email, password: user.password, csrf_token: csrfOf(strangerFlow) } });
    const wrongSession = await stranger.fetch(`${ctx.baseUrl}/api/.ory/self-service/logout?token=${logout.logout_token}`);
    expect(wrongSession.status).toBe(403);

    const res = await jar.fetch(logout.logout_url, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login');
    expect(jar.cookies.has('ory_kratos_session')).toBe(false);
    await expect(api.toSession()).rejects.toBeInstanceOf(ResponseError);
    // The old cookie value no longer works either, wherever it is replayed.
    const replay = await fetch(`${ctx.baseUrl}/api/.ory/sessions/whoami`, { headers: { cookie: `ory_kratos_session=${sessionValue}` } });
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { error: { id: string } }).error).toMatchObject({
      id: 'session_inactive',
      reason: 'No active session was found in this request.',
    });
    const whoami = await fetch(`${ctx.baseUrl}/api/auth/whoami`, { headers: { cookie: `ory_kratos_session=${sessionValue}` } });
    expect(whoami.status).toBe(401);

    const noSession = await fetch(`${ctx.baseUrl}/api/.ory/self-service/logout/browser`);
    expect(noSession.status).toBe(401);
  });
});

/**
 * The sign-in limits count in fixed 15-minute windows: a run that crossed a window boundary would start counting
 * afresh half-way. Wait for the next window when this one has less than `needSeconds` left.
 */
async function inOneRateLimitWindow(needSeconds = 60): Promise<void> {
  const windowMs = 15 * 60 * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < needSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 1000));
}

describe('sign-in rate limits', () => {
  let ctx: TestContext;
  let user: TestIdentity;
  beforeAll(async () => {
    // One trusted proxy hop, so the tests can speak for several client addresses through X-Forwarded-For.
    ctx = await createTestContext({ listen: true, env: { OPSDECK_TRUST_PROXY: 'loopback' } });
    user = await createIdentity(ctx.db, 'viewer');
  });
  afterAll(() => ctx.close());

  async function attempt(identifier: string, password: string, address: string) {
    const jar = new CookieJar();
    const headers = { accept: 'application/json', 'x-forwarded-for': address };
    const init = await jar.fetch(`${ctx.baseUrl}/api/.ory/self-service/login/browser`, { headers });
    const flow = (await init.json()) as { id: string; ui: { nodes: Array<{ attributes: { name: string; value?: string } }> } };
    const csrf = flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token')!.attributes.value!;
    const res = await jar.fetch(`${ctx.baseUrl}/api/.ory/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'password', identifier, password, csrf_token: csrf }),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { error?: { reason: string; code: number } } };
  }

  it('allows 10 tries per identifier per window, then 429 with Retry-After, the same for known and unknown users', { timeout: 150_000 }, async () => {
    await inOneRateLimitWindow();
    const answers: Record<string, Awaited<ReturnType<typeof attempt>>> = {};
    for (const identifier of [user.email, 'ghost@test.local']) {
      for (let i = 0; i < 10; i++) expect((await attempt(identifier, 'wrong', `10.0.0.${i}`)).status).toBe(400);
      answers[identifier] = await attempt(identifier, 'wrong', '10.0.1.1');
    }
    for (const a of Object.values(answers)) {
      expect(a.status).toBe(429);
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
      expect(Number(a.retryAfter)).toBeLessThanOrEqual(15 * 60);
      expect(a.body.error).toMatchObject({ code: 429, status: 'Too Many Requests' });
    }
    expect(answers[user.email]!.body.error!.reason.replace(/\d+/g, 'N')).toBe(answers['ghost@test.local']!.body.error!.reason.replace(/\d+/g, 'N'));
    // The right password does not get through either until the window ends: that is what makes guessing slow.
    expect((await attempt(user.email, user.password, '10.0.2.1')).status).toBe(429);
    // The count is shared through the database, not held by this process.
    const { rows } = await ctx.db.pool.query("SELECT count FROM rate_limits WHERE key = $1", [`login:identifier:${user.email}`]);
    expect(rows[0].count).toBe(12);
  });

  it('allows 50 tries per address per window', { timeout: 150_000 }, async () => {
    await inOneRateLimitWindow();
    for (let i = 0; i < 50; i++) expect((await attempt(`spray-${i}@test.local`, 'wrong', '192.0.2.7')).status).toBe(400);
    const blocked = await attempt('spray-final@test.local', 'wrong', '192.0.2.7');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    const other = await createIdentity(ctx.db, 'viewer');
    expect((await attempt(other.email, other.password, '192.0.2.8')).status).toBe(200);
  });
});

describe('client address without a trusted proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
  });
  afterAll(() => ctx.close());

  it('ignores X-Forwarded-For, so a client cannot pick a new address to dodge the per-address limit', { timeout: 150_000 }, async () => {
    await inOneRateLimitWindow();
    for (let i = 0; i < 50; i++) {
      const jar = new CookieJar();
      const headers = { accept: 'application/json', 'x-forwarded-for': `198.51.100.${i}` };
      const init = await jar.fetch(`${ctx.baseUrl}/api/.ory/self-service/login/browser`, { headers });
      const flow = (await init.json()) as { id: string; ui: { nodes: Array<{ attributes: { name: string; value?: string } }> } };
      const csrf = flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token')!.attributes.value!;
      const res = await jar.fetch(`${ctx.baseUrl}/api/.ory/self-service/login?flow=${flow.id}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'password', identifier: `spoof-${i}@test.local`, password: 'wrong', csrf_token: csrf }),
      });
      await res.arrayBuffer();
    }
    const { rows } = await ctx.db.pool.query<{ key: string; count: number }>(
      "SELECT key, count FROM rate_limits WHERE key LIKE 'login:address:%'",
    );
    // One address counted every attempt.
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).not.toContain('198.51.100');
    expect(rows[0]!.count).toBe(50);
  });
});

describe('cookies behind HTTPS (OPSDECK_SECURE_COOKIES)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { OPSDECK_SECURE_COOKIES: '1', OPSDECK_TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => ctx.close());

  it('marks the csrf and session cookies Secure', async () => {
    const user = await createIdentity(ctx.db, 'viewer');
    const headers = { accept: 'application/json', 'x-forwarded-proto': 'https', host: 'ops.example' };
    const init = await ctx.app.inject({ method: 'GET', url: '/api/.ory/self-service/login/browser', headers });
    const csrfCookie = init.cookies.find((c) => c.name.startsWith('csrf_token_'))!;
    expect(csrfCookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    const flow = init.json() as { id: string; ui: { action: string; nodes: Array<{ attributes: { name: string; value?: string } }> } };
    expect(flow.ui.action).toBe(`https://ops.example/api/.ory/self-service/login?flow=${flow.id}`);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/.ory/self-service/login?flow=${flow.id}`,
      headers: { ...headers, 'content-type': 'application/json' },
      cookies: { [csrfCookie.name]: csrfCookie.value },
      payload: {
        method: 'password',
        identifier: user.email,
        password: user.password,
        csrf_token: flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token')!.attributes.value,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'ory_kratos_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});
