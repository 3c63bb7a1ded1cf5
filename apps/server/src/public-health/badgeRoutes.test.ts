import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../test/helpers';
import { planChecks } from '../seed/seedChecks';
import { seedDemo } from '../seed/seedDemo';
import { BADGE_PALETTES } from './badgeSvg';

const SIZE = 20;

describe('GET /api/public/health/badge/{check,canary}/:id.svg', () => {
  let ctx: TestContext;
  let admin: TestUser;
  const plan = planChecks(SIZE);
  // Seeded publications (seedPublications): the first canary whole, and cart/healthz of the second on its own.
  const payments = plan.canaries[0]!;
  const cart = plan.canaries[1]!;
  const checkId = (canaryId: string, name: string) => plan.checks.find((k) => k.canaryId === canaryId && k.name === name)!.id;
  const cartHealthz = checkId(cart.id, 'cart/healthz');
  const cartReady = checkId(cart.id, 'cart/ready');

  const badge = (path: string, headers: Record<string, string> = {}) => fetch(`${ctx.baseUrl}/api/public/health/badge/${path}`, { headers });
  const label = (svg: string) => /aria-label="([^"]*)"/.exec(svg)?.[1];
  const statusFill = (svg: string) => [...svg.matchAll(/<rect[^>]* fill="(#[0-9a-f]{6})"/g)].map((m) => m[1])[1];
  const setStatuses = (canaryId: string, statuses: Array<string | null>) =>
    ctx.db.pool.query(
      `UPDATE checks c SET status = (($2::text[])[x.n]) FROM (SELECT id, row_number() OVER (ORDER BY name) AS n FROM checks WHERE canary_id = $1) x
        WHERE c.id = x.id`,
      [canaryId, statuses],
    );

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    await seedDemo(ctx.db.pool, { checks: SIZE });
    admin = await createUser(ctx.db, 'admin');
  });
  afterAll(() => ctx?.close());

  it('draws a published check: its name and status, as a cacheable image any site may embed', async () => {
    await ctx.db.pool.query("UPDATE checks SET status = 'healthy' WHERE id = $1", [cartHealthz]);
    const res = await badge(`check/${cartHealthz}.svg`, { origin: 'https://wiki.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="20"/);
    expect(svg).toContain('role="img"');
    expect(label(svg)).toBe('cart/healthz: healthy');
    expect(svg).toContain('<title>cart/healthz: healthy</title>');
    expect(statusFill(svg)).toBe(BADGE_PALETTES.light.status.healthy);

    await ctx.db.pool.query("UPDATE checks SET status = 'unhealthy' WHERE id = $1", [cartHealthz]);
    const red = await (await badge(`check/${cartHealthz}.svg`)).text();
    expect(label(red)).toBe('cart/healthz: unhealthy');
    expect(statusFill(red)).toBe(BADGE_PALETTES.light.status.unhealthy);
    await ctx.db.pool.query('UPDATE checks SET status = NULL WHERE id = $1', [cartHealthz]);
    expect(label(await (await badge(`check/${cartHealthz}.svg`)).text())).toBe('cart/healthz: unknown');
  });

  it("covers a published canary's checks, and sums the canary: healthy, unhealthy, mixed, unknown", async () => {
    const checks = plan.checks.filter((k) => k.canaryId === payments.id);
    expect((await badge(`check/${checks.at(-1)!.id}.svg`)).status).toBe(200);
    const canary = async () => {
      const svg = await (await badge(`canary/${payments.id}.svg`)).text();
      return { label: label(svg), fill: statusFill(svg) };
    };
    await setStatuses(payments.id, checks.map(() => 'healthy'));
    expect(await canary()).toEqual({ label: `${payments.name}: healthy`, fill: BADGE_PALETTES.light.status.healthy });
    await setStatuses(payments.id, checks.map(() => 'unhealthy'));
    expect((await canary()).label).toBe(`${payments.name}: unhealthy`);
    await setStatuses(payments.id, checks.map((_, i) => (i === 0 ? 'unhealthy' : 'healthy')));
    expect(await canary()).toEqual({ label: `${payments.name}: mixed`, fill: BADGE_PALETTES.light.status.mixed });
    // A check with no status yet does not make the others disagree.
    await setStatuses(payments.id, checks.map((_, i) => (i === 0 ? null : 'healthy')));
    expect((await canary()).label).toBe(`${payments.name}: healthy`);
    await setStatuses(payments.id, checks.map(() => null));
    expect(await canary()).toEqual({ label: `${payments.name}: unknown`, fill: BADGE_PALETTES.light.status.unknown });
  });

  it('takes ?theme=dark and ?label= (escaped), and 400s bad options with JSON naming them', async () => {
    await ctx.db.pool.query("UPDATE checks SET status = 'healthy' WHERE id = $1", [cartHealthz]);
    const dark = await (await badge(`check/${cartHealthz}.svg?theme=dark`)).text();
    expect(statusFill(dark)).toBe(BADGE_PALETTES.dark.status.healthy);
    expect(dark).toContain(`fill="${BADGE_PALETTES.dark.label}"`);

    const custom = `Cart <b>"&'</b>`;
    const named = await badge(`check/${cartHealthz}.svg?label=${encodeURIComponent(custom)}&theme=light`);
    expect(named.status).toBe(200);
    const svg = await named.text();
    expect(label(svg)).toBe('Cart &lt;b&gt;&quot;&amp;&apos;&lt;/b&gt;: healthy');
    expect(svg).not.toContain('<b>');

    const cases: Array<[string, string]> = [
      [`?label=${'x'.repeat(41)}`, 'label must be 1 to 40 characters, got 41'],
      ['?label=%20%20', 'label must be 1 to 40 characters, got 0'],
      ['?theme=blue', "theme must be 'light' or 'dark', got 'blue'"],
      ['?style=flat', "unknown badge option 'style' (known: theme, label)"],
      ['?theme=dark&theme=light', 'theme is given more than once'],
    ];
    for (const [query, error] of cases) {
      const res = await badge(`check/${cartHealthz}.svg${query}`);
      expect({ query, status: res.status, body: await res.json() }).toEqual({ query, status: 400, body: { error } });
    }
    const bad = await badge('check/nope.svg');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "check id must be a uuid, got 'nope'" });
  });

  it("answers 404 with a grey 'not found' image for unpublished, unknown and deleted targets alike", async () => {
    const expectNotFound = async (path: string) => {
      const res = await badge(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await res.text();
      expect(label(svg)).toBe('health: not found');
      expect(statusFill(svg)).toBe(BADGE_PALETTES.light.status['not found']);
      return svg;
    };
    const unpublished = await expectNotFound(`check/${cartReady}.svg`);
    expect(await expectNotFound(`check/${crypto.randomUUID()}.svg`)).toBe(unpublished);
    // A canary with one check published on its own is not a published canary.
    await expectNotFound(`canary/${cart.id}.svg`);
    await expectNotFound(`canary/${crypto.randomUUID()}.svg`);
    // A check id is not a canary id.
    await expectNotFound(`canary/${cartHealthz}.svg`);

    // Published, then deleted: gone from the badges too.
    await ctx.db.pool.query('UPDATE checks SET deleted_at = now() WHERE id = $1', [checkId(payments.id, 'payments-api/dns')]);
    await expectNotFound(`check/${checkId(payments.id, 'payments-api/dns')}.svg`);
  });

  it('follows publishing at once, and revalidates by ETag', async () => {
    const put = (method: string) =>
      fetch(`${ctx.baseUrl}/api/health/publications/check/${cartReady}`, { method, headers: { authorization: admin.authorization } });
    expect((await put('PUT')).status).toBe(200);
    const res = await badge(`check/${cartReady}.svg`);
    expect(res.status).toBe(200);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await badge(`check/${cartReady}.svg`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await fetch(`${ctx.baseUrl}/api/public/health/badge/check/${cartReady}.svg`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/svg+xml');
    expect((await put('DELETE')).status).toBe(204);
    expect((await badge(`check/${cartReady}.svg`)).status).toBe(404);
  });
});
