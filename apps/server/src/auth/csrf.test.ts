import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../test/helpers';
import { CookieJar, createIdentity } from '../../test/identities';

/** Signs a browser in through the login flow and returns its cookie jar. */
async function signIn(ctx: TestContext, email: string, password: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const init = await jar.fetch(`${ctx.baseUrl}/api/.ory/self-service/login/browser`, { headers: { accept: 'application/json' } });
  const flow = (await init.json()) as { id: string; ui: { nodes: Array<{ attributes: { name: string; value?: string } }> } };
  const csrf = flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token')!.attributes.value!;
  const res = await jar.fetch(`${ctx.baseUrl}/api/.ory/self-service/login?flow=${flow.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ method: 'password', identifier: email, password, csrf_token: csrf }),
  });
  expect(res.status).toBe(200);
  return jar;
}

describe('cookie-authenticated writes from another origin', () => {
  let ctx: TestContext;
  let browser: CookieJar;
  let tokenUser: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    const person = await createIdentity(ctx.db, 'editor');
    browser = await signIn(ctx, person.email, person.password);
    tokenUser = await createUser(ctx.db, 'editor');
  });
  afterAll(() => ctx.close());

  const createToken = (jar: CookieJar | undefined, headers: Record<string, string>) =>
    (jar?.fetch ?? fetch)(`${ctx.baseUrl}/api/auth/create_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ name: 'from a page' }),
    });

  it('refuses a POST riding on the session cookie from another Origin (403 naming both origins)', async () => {
    const res = await createToken(browser, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: string; origin: string };
    expect(body.error).toContain('cross-origin write refused');
    expect(body.error).toContain('https://evil.example');
    expect(body.error).toContain(ctx.baseUrl);
    const { rows } = await ctx.db.pool.query("SELECT count(*)::int AS n FROM access_tokens WHERE name = 'from a page'");
    expect(rows[0].n).toBe(0);
  });

  it('falls back to the Referer, and treats an opaque "null" Origin as foreign', async () => {
    expect((await createToken(browser, { referer: 'https://evil.example/page' })).status).toBe(403);
    expect((await createToken(browser, { origin: 'null' })).status).toBe(403);
    const del = await browser.fetch(`${ctx.baseUrl}/api/auth/token/00000000-0000-4000-8000-000000000000`, {
      method: 'DELETE',
      headers: { origin: 'http://localhost:1' },
    });
    expect(del.status).toBe(403);
  });

  it('accepts the same write from our own origin, or from a client that sends no Origin or Referer', async () => {
    expect((await createToken(browser, { origin: ctx.baseUrl })).status).toBe(200);
    expect((await createToken(browser, { referer: `${ctx.baseUrl}/settings/tokens` })).status).toBe(200);
    expect((await createToken(browser, {})).status).toBe(200);
  });

  it('lets cross-origin reads through, and exempts token-authenticated writes (cross-origin callers use tokens)', async () => {
    const read = await browser.fetch(`${ctx.baseUrl}/api/auth/whoami`, { headers: { origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
    const withToken = await createToken(undefined, { origin: 'https://portal.example', authorization: tokenUser.authorization });
    expect(withToken.status).toBe(200);
  });

  it('answers in Kratos shape (security_csrf_violation) on the identity endpoints', async () => {
    const flowRes = await browser.fetch(`${ctx.baseUrl}/api/.ory/self-service/login/browser?refresh=true`, {
      headers: { accept: 'application/json' },
    });
    const flow = (await flowRes.json()) as { id: string };
    const res = await browser.fetch(`${ctx.baseUrl}/api/.ory/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ method: 'password', password: 'x' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { id: string } }).error.id).toBe('security_csrf_violation');
  });
});
