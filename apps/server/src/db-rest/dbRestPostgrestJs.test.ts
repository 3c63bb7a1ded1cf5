import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Role } from '@opsdeck/api';
import { createTestContext, createUsers, type TestContext, type TestUser } from '../../test/helpers';
import { seedDbRestFixture, type DbRestFixture } from './dbRestFixtures';

/**
 * The grammar checked with an independent client: @supabase/postgrest-js builds the requests exactly as it builds
 * them for a real PostgREST, and must understand our answers (bodies, Content-Range, statuses).
 */

describe('/api/db through @supabase/postgrest-js', () => {
  let ctx: TestContext;
  let users: Record<Role, TestUser>;
  let fx: DbRestFixture;
  const client = (user: TestUser) => new PostgrestClient(`${ctx.baseUrl}/api/db`, { headers: { Authorization: user.authorization } });
  const names = (rows: { name: string }[] | null) => (rows ?? []).map((r) => r.name).sort();

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    users = await createUsers(ctx.db);
    fx = await seedDbRestFixture(ctx.db, users.admin);
    await ctx.db.pool.query(
      `INSERT INTO notifications (name, events, created_by) VALUES ('n1', '{check.failed,check.passed}', $1), ('n2', '{incident.created}', $1), ('n3', '{}', $1)`,
      [users.admin.id],
    );
  });
  afterAll(() => ctx.close());

  it('selects with embeds, order, range and an exact count', async () => {
    const { data, error, count, status } = await client(users.viewer)
      .from('checks')
      .select('id, name, severity, canary:canaries!checks_canary_id_fkey(name, namespace)', { count: 'exact' })
      .order('name', { ascending: false })
      .range(2, 4);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBe(12);
    expect(data!.map((c) => c.name)).toEqual(['check-09', 'check-08', 'check-07']);
    expect(data![0]!.canary).toEqual({ name: 'api-canary', namespace: 'prod' });
  });

  it('applies every comparison operator', async () => {
    const c = client(users.viewer);
    expect(names((await c.from('checks').select('name').eq('name', 'check-03')).data)).toEqual(['check-03']);
    expect((await c.from('checks').select('name').neq('name', 'check-03')).data).toHaveLength(11);
    expect(names((await c.from('checks').select('name').gt('name', 'check-09')).data)).toEqual(['check-10', 'check-11']);
    expect(names((await c.from('checks').select('name').gte('name', 'check-10')).data)).toEqual(['check-10', 'check-11']);
    expect(names((await c.from('checks').select('name').lt('name', 'check-01')).data)).toEqual(['check-00']);
    expect(names((await c.from('checks').select('name').lte('name', 'check-01')).data)).toEqual(['check-00', 'check-01']);
    expect((await c.from('checks').select('name').like('name', 'check-0*')).data).toHaveLength(10);
    expect(names((await c.from('checks').select('name').ilike('name', '*K-1*')).data)).toEqual(['check-10', 'check-11']);
    expect(names((await c.from('checks').select('name').in('name', ['check-01', 'check-02', 'nope'])).data)).toEqual(['check-01', 'check-02']);
    expect((await c.from('checks').select('name').is('severity', null)).data).toHaveLength(6);
    expect((await c.from('checks').select('name').not('severity', 'is', null)).data).toHaveLength(6);
    expect((await c.from('checks').select('name').not('name', 'in', '(check-00,check-01)')).data).toHaveLength(10);
    expect(names((await c.from('checks').select('name').match({ status: 'unhealthy', severity: 'high' })).data)).toEqual(['check-03', 'check-09']);
    expect((await c.from('checks').select('name').filter('name', 'like', '*-1*')).data).toHaveLength(2);
  });

  it('applies quantified operators, isdistinct and JSON paths, and selects JSON paths with casts', async () => {
    const c = client(users.viewer);
    expect(names((await c.from('checks').select('name').filter('name', 'like(any)', '{check-00,*-11}')).data)).toEqual(['check-00', 'check-11']);
    expect(names((await c.from('checks').select('name').filter('name', 'eq(any)', '{check-01,check-02}')).data)).toEqual(['check-01', 'check-02']);
    expect((await c.from('checks').select('name').filter('severity', 'isdistinct', 'high')).data).toHaveLength(6);
    expect((await c.from('checks').select('name').eq('labels->>app', 'web')).data).toHaveLength(6);
    const { data, error } = await c.from('checks').select('name, app:labels->>app, tier:labels->tier, n:interval_seconds::text').eq('name', 'check-01');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'check-01', app: 'web', tier: '1', n: '60' }]);
    const ordered = await c.from('checks').select('name').order('labels->>tier', { ascending: false }).order('name').limit(2);
    expect(ordered.data!.map((r) => r.name)).toEqual(['check-02', 'check-05']);
  });

  it('applies cs, cd and ov to jsonb and to arrays', async () => {
    const c = client(users.viewer);
    expect((await c.from('checks').select('name').contains('labels', { app: 'web' })).data).toHaveLength(6);
    expect(names((await c.from('checks').select('name').contains('labels', { app: 'web', tier: '0' })).data)).toEqual(['check-03', 'check-09']);
    expect((await c.from('checks').select('name').containedBy('labels', { app: 'db', tier: '1', other: 'x' })).data).toHaveLength(2);
    const admin = client(users.admin);
    expect(names((await admin.from('notifications').select('name').contains('events', ['check.failed'])).data)).toEqual(['n1']);
    expect(names((await admin.from('notifications').select('name').containedBy('events', ['check.failed', 'check.passed'])).data)).toEqual(['n1', 'n3']);
    expect(names((await admin.from('notifications').select('name').overlaps('events', ['incident.created', 'x'])).data)).toEqual(['n2']);
  });

  it('combines conditions with or(), nested and(), and quoted values', async () => {
    const c = client(users.viewer);
    const { data, error } = await c.from('checks').select('name').or('name.eq.check-00,and(status.eq.unhealthy,severity.eq.high)');
    expect(error).toBeNull();
    expect(names(data)).toEqual(['check-00', 'check-03', 'check-09']);
    // postgrest-js quotes in() values holding reserved characters.
    const quoted = await c.from('checks').select('name').in('name', ['check-01', 'a,b', 'c(d)']);
    expect(names(quoted.data)).toEqual(['check-01']);
  });

  it('filters, orders and limits an embedded resource', async () => {
    const c = client(users.responder);
    const { data, error } = await c
      .from('incidents')
      .select('title, hypotheses(title, type)')
      .eq('id', fx.incidentId)
      .eq('hypotheses.type', 'factor');
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'API latency spike', hypotheses: [{ title: 'Slow queries', type: 'factor' }] }]);
    const ordered = await c
      .from('incidents')
      .select('title, hypotheses(title)')
      .eq('id', fx.incidentId)
      .order('title', { referencedTable: 'hypotheses', ascending: false })
      .limit(1, { referencedTable: 'hypotheses' });
    expect(ordered.data).toEqual([{ title: 'API latency spike', hypotheses: [{ title: 'Slow queries' }] }]);
    const inner = await c.from('incidents').select('title, hypotheses!inner(type)').eq('hypotheses.type', 'factor');
    expect(inner.data!.map((r) => r.title)).toEqual(['API latency spike']);
  });

  it('answers single() with one object, and 406 when not exactly one row', async () => {
    const c = client(users.viewer);
    const one = await c.from('checks').select('id, name').eq('id', fx.checkIds[1]!).single();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ id: fx.checkIds[1], name: 'check-01' });
    const many = await c.from('checks').select('id').single();
    expect(many.status).toBe(406);
    expect(many.data).toBeNull();
    const maybe = await c.from('checks').select('id').eq('name', 'none').maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('counts with HEAD', async () => {
    const { count, data, error, status } = await client(users.viewer).from('checks').select('*', { count: 'exact', head: true }).eq('status', 'healthy');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(8);
  });

  it('inserts an array with return=representation, stamping the caller as creator', async () => {
    const c = client(users.responder);
    const { data, error, status } = await c
      .from('incidents')
      .insert([
        { title: 'Queue backlog', severity: 'medium', created_by: users.admin.id },
        { title: 'Memory leak', severity: 'low', description: 'heap grows', status: 'investigating' },
      ])
      .select('id, title, severity, status, description, created_by(id)');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toHaveLength(2);
    // Missing keys take the column defaults; created_by is the caller whatever the body says.
    expect(data![0]).toMatchObject({ title: 'Queue backlog', status: 'open', description: '', created_by: { id: users.responder.id } });
    expect(data![1]).toMatchObject({ title: 'Memory leak', status: 'investigating', description: 'heap grows', created_by: { id: users.responder.id } });
    const minimal = await c.from('comments').insert({ incident_id: fx.incidentId, comment: 'ack' });
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
  });

  it('upserts with merge-duplicates and ignore-duplicates', async () => {
    const c = client(users.admin);
    const first = await c.from('properties').upsert({ name: 'incidents.disable', value: 'false' }).select();
    expect(first.error).toBeNull();
    const merged = await c.from('properties').upsert([{ name: 'incidents.disable', value: 'true' }, { name: 'logs.disable', value: 'true' }], { onConflict: 'name' }).select('name, value');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([
      { name: 'incidents.disable', value: 'true' },
      { name: 'logs.disable', value: 'true' },
    ]);
    const ignored = await c.from('properties').upsert({ name: 'logs.disable', value: 'false' }, { ignoreDuplicates: true }).select('name, value');
    expect(ignored.data).toEqual([]);
    const { rows } = await ctx.db.pool.query("SELECT value FROM properties WHERE name = 'logs.disable'");
    expect(rows).toEqual([{ value: 'true' }]);
    const duplicate = await c.from('properties').insert({ name: 'logs.disable', value: 'x' });
    expect(duplicate.status).toBe(409);
  });

  it('updates and deletes with filters, returning the rows when asked', async () => {
    const c = client(users.responder);
    const updated = await c.from('incidents').update({ status: 'mitigated' }).eq('title', 'Memory leak').select('title, status');
    expect(updated.error).toBeNull();
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([{ title: 'Memory leak', status: 'mitigated' }]);
    const plain = await c.from('incidents').update({ status: 'resolved' }).eq('title', 'Memory leak');
    expect(plain.status).toBe(204);
    const deleted = await c.from('incidents').delete({ count: 'exact' }).in('title', ['Memory leak', 'Queue backlog']).select('title');
    expect(deleted.error).toBeNull();
    expect(names(deleted.data?.map((d) => ({ name: d.title })) ?? [])).toEqual(['Memory leak', 'Queue backlog']);
    expect(deleted.count).toBe(2);
    const gone = await c.from('incidents').delete().eq('title', 'Memory leak');
    expect(gone.status).toBe(204);
  });

  it('calls an RPC by POST and by GET', async () => {
    await ctx.db.pool.query(`INSERT INTO permissions (action, object_selector, subject, subject_type) VALUES ('playbook:run', '{"playbooks":[{"name":"restart"}]}', 'editor', 'group')`);
    const c = client(users.admin);
    const posted = await c.rpc('permissions_for_obj_selector', { p_field: 'playbooks', p_name: 'restart' }).select('subject, action');
    expect(posted.error).toBeNull();
    expect(posted.data).toEqual([{ subject: 'editor', action: 'playbook:run' }]);
    const got = await c.rpc('permissions_for_obj_selector', { p_field: 'playbooks', p_name: 'restart' }, { get: true, count: 'exact' }).select('subject');
    expect(got.data).toEqual([{ subject: 'editor' }]);
    expect(got.count).toBe(1);
    const none = await c.rpc('permissions_for_obj_selector', { p_field: 'playbooks', p_name: 'other' });
    expect(none.data).toEqual([]);
  });

  it('reports errors in the shape postgrest-js passes on', async () => {
    const { error, status } = await client(users.viewer).from('checks').select('nope');
    expect(status).toBe(400);
    expect(error).toMatchObject({ error: "column 'nope' does not exist on 'checks'" });
  });
});
