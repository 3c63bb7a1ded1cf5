import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../test/helpers';
import { planChecks } from '../seed/seedChecks';
import { seedDemo } from '../seed/seedDemo';
import { seedUuid } from '../seed/seedIds';
import { deploymentConfigId, serviceComponentId } from '../seed/seedTopology';

const SIZE = 20;

describe('GET /api/playbook/list', () => {
  let ctx: TestContext;
  let viewer: TestUser;
  const plan = planChecks(SIZE);
  const canary = plan.canaries[0]!;
  const check = (name: string) => plan.checks.find((k) => k.canaryId === canary.id && k.name === name)!.id;
  // null: anonymous.
  const list = (query: string, user: TestUser | null = viewer) =>
    fetch(`${ctx.baseUrl}/api/playbook/list${query}`, { headers: user ? { authorization: user.authorization } : {} });
  const names = async (query: string) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    return ((await res.json()) as Array<{ name: string }>).map((p) => p.name);
  };

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    await seedDemo(ctx.db.pool, { checks: SIZE });
    viewer = await createUser(ctx.db, 'viewer');
  });
  afterAll(() => ctx?.close());

  it('answers the seeded playbooks whose check selectors match a seeded check', async () => {
    const res = await list(`?check_id=${check('payments-api/healthz')}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { id: seedUuid('playbook', 'diagnose-http-check'), name: 'diagnose-http-check', title: 'Diagnose HTTP check', icon: 'http', category: 'Health' },
    ]);
    // Only http checks: a tcp check of the same canary has none.
    expect(await names(`?check_id=${check('payments-api/tcp-443')}`)).toEqual([]);
  });

  it('answers by component and by config item from their own selectors', async () => {
    expect(await names(`?component_id=${serviceComponentId(canary)}`)).toEqual(['notify-owning-team']);
    expect(await names(`?config_id=${deploymentConfigId(canary)}`)).toEqual(['restart-deployment', 'scale-deployment']);
    // A namespace config item is no deployment.
    const { rows } = await ctx.db.pool.query<{ id: string }>("SELECT id FROM config_items WHERE type = 'Kubernetes::Namespace' LIMIT 1");
    expect(await names(`?config_id=${rows[0]!.id}`)).toEqual([]);
  });

  it('offers a playbook without selectors for nothing, and leaves deleted playbooks out', async () => {
    await ctx.db.pool.query(
      `INSERT INTO playbooks (name, spec) VALUES ('no-selectors', '{"actions": []}'),
         ('empty-selector', '{"checks": [{}]}'), ('by-label', '{"checks": [{"labelSelector": "env=prod,critical=true"}]}')`,
    );
    expect(await names(`?check_id=${check('payments-api/healthz')}`)).toEqual(['by-label', 'diagnose-http-check']);
    expect(await names(`?check_id=${check('payments-api/tcp-443')}`)).toEqual([]);
    await ctx.db.pool.query("UPDATE playbooks SET deleted_at = now() WHERE name = 'diagnose-http-check'");
    expect(await names(`?check_id=${check('payments-api/healthz')}`)).toEqual(['by-label']);
    await ctx.db.pool.query("UPDATE playbooks SET deleted_at = NULL WHERE name = 'diagnose-http-check'");
  });

  it('answers 400 naming the problem unless exactly one id is given as a uuid', async () => {
    const id = check('payments-api/healthz');
    const cases: Array<[string, string]> = [
      ['', 'give exactly one of check_id, component_id or config_id'],
      [`?check_id=${id}&config_id=${id}`, 'give exactly one of check_id, component_id or config_id, not 2'],
      ['?check_id=abc', "check_id must be a uuid, got 'abc'"],
      ['?component_id=', "component_id must be a uuid, got ''"],
      [`?check_id=${id}&check_id=${id}`, 'check_id is given more than once'],
      [`?playbook_id=${id}`, "unknown parameter 'playbook_id' (known: check_id, component_id, config_id)"],
    ];
    for (const [query, error] of cases) {
      const res = await list(query);
      expect({ query, status: res.status, body: await res.json() }).toEqual({ query, status: 400, body: { error } });
    }
    const unknown = crypto.randomUUID();
    const missing = await list(`?check_id=${unknown}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: `check (${unknown}) was not found` });
  });

  it('needs read on playbooks: 401 anonymous, 403 without the right', async () => {
    const query = `?check_id=${check('payments-api/healthz')}`;
    expect((await list(query, null)).status).toBe(401);
    const nobody = await createUser(ctx.db, null);
    const res = await list(query, nobody);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: `${nobody.email} may not read playbooks`, subject: nobody.email, object: 'playbooks', action: 'read' });
  });
});
