import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startRecordingServer, sendJson, type RecordingServer } from '../testing/recordingServer';
import { createOpsdeckClient } from '../http/createOpsdeckClient';
import { createPostgrestClient } from './createPostgrestClient';
import { embed } from './postgrestSelect';
import { quoteListValue } from './postgrestValue';

interface CheckRow {
  id: string;
  name: string;
  status: string;
  severity: string | null;
  deleted_at: string | null;
  labels: Record<string, string>;
  tags: string[];
}

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

/** Offline builder for grammar checks; requests only go out in the "over real HTTP" block. */
const db = createPostgrestClient(createOpsdeckClient({ baseUrl: 'https://ops.example' }));

/** The decoded query parameters of a request path, in order. */
function params(path: string): [string, string][] {
  return [...new URLSearchParams(path.split('?')[1] ?? '')];
}

/**
 * A reference reader of PostgREST's quoted list values (the server side of the grammar), used to prove that what
 * quoteListValue writes reads back as the same value.
 */
function readListValue(token: string): string {
  if (!token.startsWith('"')) return token;
  let out = '';
  for (let i = 1; i < token.length - 1; i++) {
    const char = token[i];
    if (char === '\\') out += token[++i];
    else out += char;
  }
  return out;
}

function splitList(list: string): string[] {
  const inner = list.slice(1, -1);
  const tokens: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i]!;
    if (quoted && char === '\\') {
      current += char + inner[++i];
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === ',' && !quoted) {
      tokens.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  tokens.push(current);
  return tokens;
}

describe('the PostgREST grammar it writes', () => {
  it('writes a paged, counted list exactly as the real clients do', () => {
    const request = db
      .from<CheckRow>('checks')
      .select('id, name, created_by(id,name)')
      .eq('status', 'healthy')
      .ilike('name', '%api%')
      .order('name')
      .offset(0)
      .limit(50)
      .count()
      .toRequest();
    expect(request.method).toBe('GET');
    expect(request.path).toBe(
      '/db/checks?select=id%2Cname%2Ccreated_by%28id%2Cname%29&status=eq.healthy&name=ilike.%25api%25&order=name.asc&offset=0&limit=50',
    );
    expect(request.headers).toEqual({ Prefer: 'count=exact' });
  });

  it('encodes search strings that the original interpolated unencoded (ilike.*<q>*)', () => {
    const search = 'R&D = 100% #1 + more';
    const request = db.from('incidents').select().ilike('title', `*${search}*`).toRequest();
    // Unencoded, '&' would end the parameter and '#' the whole query string.
    expect(request.path).not.toContain('&D');
    expect(request.path).not.toContain('#');
    expect(params(request.path)).toEqual([
      ['select', '*'],
      ['title', `ilike.*${search}*`],
    ]);
  });

  it('writes the embeds the check detail uses', () => {
    const request = db
      .from('checks')
      .select([
        '*',
        embed('canaries', ['id', 'name', 'source'], { hint: 'checks_canary_id_fkey' }),
        embed('agents', ['id', 'name'], { hint: 'checks_agent_id_fkey' }),
        embed('check_component_relationships', [embed('components', ['id', 'name', 'icon'])], { alias: 'components' }),
        embed('check_config_relationships', [embed('configs', ['id', 'name', 'type'])], { alias: 'configs' }),
      ])
      .eq('id', 'c1')
      .toRequest();
    expect(params(request.path)).toEqual([
      [
        'select',
        '*,canaries!checks_canary_id_fkey(id,name,source),agents!checks_agent_id_fkey(id,name),' +
          'components:check_component_relationships(components(id,name,icon)),' +
          'configs:check_config_relationships(configs(id,name,type))',
      ],
      ['id', 'eq.c1'],
    ]);
  });

  it('writes every operator, negation and nested or/and trees', () => {
    const when = new Date('2026-01-02T03:04:05.678Z');
    const request = db
      .from<CheckRow>('checks')
      .select('id')
      .neq('status', 'healthy')
      .gt('severity', 1)
      .gte('name', 'a')
      .lt('name', when)
      .lte('name', true)
      .like('name', 'api*')
      .is('severity', null)
      .not('deleted_at', 'is', null)
      .cs('tags', ['a', 'b c'])
      .cs('labels', { team: 'sre' })
      .or((f) => [f.eq('name', 'a,b'), f.and(f.gt('severity', 1), f.lt('severity', 5)), f.not(f.is('deleted_at', null))])
      .toRequest();
    expect(params(request.path)).toEqual([
      ['select', 'id'],
      ['status', 'neq.healthy'],
      ['severity', 'gt.1'],
      ['name', 'gte.a'],
      ['name', 'lt.2026-01-02T03:04:05.678Z'],
      ['name', 'lte.true'],
      ['name', 'like.api*'],
      ['severity', 'is.null'],
      ['deleted_at', 'not.is.null'],
      ['tags', 'cs.{a,"b c"}'],
      ['labels', 'cs.{"team":"sre"}'],
      ['or', '(name.eq."a,b",and(severity.gt.1,severity.lt.5),deleted_at.not.is.null)'],
    ]);
  });

  it('quotes in() values that contain , . : ( ) " and escapes quotes and backslashes', () => {
    const request = db
      .from('evidences')
      .select('id')
      .in('id', ['a', 'b,c', 'say "hi"', 'x.y', 'p:q', '(z)', '', 'back\\slash', 7])
      .toRequest();
    expect(params(request.path)).toEqual([
      ['select', 'id'],
      ['id', 'in.(a,"b,c","say \\"hi\\"","x.y","p:q","(z)","","back\\\\slash",7)'],
    ]);
  });

  it('orders by several columns, with nulls placement and embedded-table order', () => {
    const request = db
      .from<CheckRow>('checks')
      .select('id')
      .order('severity', { ascending: false, nullsFirst: false })
      .order('name')
      .order('id', { referencedTable: 'hypotheses', nullsFirst: true })
      .toRequest();
    expect(params(request.path)).toEqual([
      ['select', 'id'],
      ['order', 'severity.desc.nullslast,name.asc'],
      ['hypotheses.order', 'id.asc.nullsfirst'],
    ]);
  });

  it('turns match() into one eq per defined entry', () => {
    const request = db.from<CheckRow>('checks').select('id').match({ name: 'api', status: 'healthy', severity: undefined });
    expect(params(request.toRequest().path)).toEqual([
      ['select', 'id'],
      ['name', 'eq.api'],
      ['status', 'eq.healthy'],
    ]);
  });

  it('pages with page(index, size)', () => {
    expect(params(db.from('job_history').select('id').page(2, 150).toRequest().path)).toEqual([
      ['select', 'id'],
      ['offset', '300'],
      ['limit', '150'],
    ]);
  });

  it('refuses column names that would change the query, and bad limits', () => {
    expect(() => db.from('checks').select().eq('name&select', 'x')).toThrow(/Invalid PostgREST column name/);
    expect(() => db.from('checks').select().order('name.desc,id')).toThrow(/Invalid PostgREST column name/);
    expect(() => db.from('checks;drop')).toThrow(/Invalid PostgREST table name/);
    expect(() => db.from('checks').select().limit(-1)).toThrow(/limit must be a whole number/);
    expect(() => embed('a(b)')).toThrow(/Invalid relation/);
  });

  it('writes inserts, upserts, updates, deletes and rpc calls', () => {
    const insert = db.from('incidents').insert([{ title: 'a' }, { title: 'b' }]).select('id').toRequest();
    expect(insert).toEqual({
      method: 'POST',
      path: '/db/incidents?select=id',
      headers: { Prefer: 'return=representation' },
      body: [{ title: 'a' }, { title: 'b' }],
    });
    const upsert = db.from('properties').upsert({ name: 'x', value: 'y' }, { onConflict: 'name' }).toRequest();
    expect(upsert.path).toBe('/db/properties?on_conflict=name');
    expect(upsert.headers).toEqual({ Prefer: 'resolution=merge-duplicates,return=representation' });
    const update = db.from('connections').update({ deleted_at: 'now()' }).eq('id', 'c1').toRequest();
    expect(update).toMatchObject({ method: 'PATCH', path: '/db/connections?id=eq.c1', body: { deleted_at: 'now()' } });
    const remove = db.from('evidences').delete().in('id', ['a', 'b']).toRequest();
    expect(remove).toMatchObject({ method: 'DELETE', path: '/db/evidences?id=in.%28a%2Cb%29' });
    const rpc = db.rpc('related_configs_recursive', { config_id: 'c1', max_depth: 10 }).toRequest();
    expect(rpc).toMatchObject({ method: 'POST', path: '/db/rpc/related_configs_recursive' });
    expect(rpc.body).toEqual({ config_id: 'c1', max_depth: 10 });
    const rpcGet = db
      .rpc('permissions_for_obj_selector', { p_field: 'playbooks', p_name: 'a b', p_namespace: undefined }, { get: true })
      .limit(10)
      .toRequest();
    expect(rpcGet.path).toBe('/db/rpc/permissions_for_obj_selector?p_field=playbooks&p_name=a+b&limit=10');
  });

  it('refuses an update or delete with no filter', () => {
    expect(() => db.from('checks').update({ name: 'x' }).toRequest()).toThrow(/Refusing to update every row/);
    expect(() => db.from('checks').delete().toRequest()).toThrow(/Refusing to delete every row/);
  });

  it('asks for one object with single()', () => {
    const request = db.from('checks').select().eq('id', '1').single().toRequest();
    expect(request.headers).toEqual({ Accept: 'application/vnd.pgrst.object+json' });
  });
});

describe('value quoting (property)', () => {
  it('reads back every in() list exactly as written', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 6 }), (values) => {
        const [, [, value]] = params(db.from('t').select('c').in('c', values).toRequest().path) as [
          [string, string],
          [string, string],
        ];
        expect(value.startsWith('in.(')).toBe(true);
        expect(splitList(value.slice(3)).map(readListValue)).toEqual(values);
      }),
    );
  });

  it('passes any top-level value through URL encoding unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(params(db.from('t').select('c').eq('c', value).toRequest().path)).toEqual([
          ['select', 'c'],
          ['c', `eq.${value}`],
        ]);
      }),
    );
  });

  it('leaves plain tokens unquoted', () => {
    expect(quoteListValue('healthy')).toBe('healthy');
    expect(quoteListValue(' padded')).toBe('" padded"');
  });
});

describe('over real HTTP', () => {
  const live = () => createPostgrestClient(createOpsdeckClient({ baseUrl: server.origin, token: 't' }));

  it('returns rows and the exact total from Content-Range', async () => {
    server.handle((_req, res) => sendJson(res, 200, [{ id: '1' }, { id: '2' }], { 'content-range': '0-1/57' }));
    const result = await live().from('checks').select('id').limit(2).count().execute();
    expect(result).toEqual({ data: [{ id: '1' }, { id: '2' }], total: 57 });
    const [request] = server.requests;
    expect(request?.url).toBe('/api/db/checks?select=id&limit=2');
    expect(request?.headers.prefer).toBe('count=exact');
    expect(request?.headers.authorization).toBe('Bearer t');
  });

  it('reads */0 as an empty total and an uncounted range as null', async () => {
    server.handle((_req, res) => sendJson(res, 200, [], { 'content-range': '*/0' }));
    expect(await live().from('checks').select().count().execute()).toEqual({ data: [], total: 0 });
    server.handle((_req, res) => sendJson(res, 200, [{ id: 1 }], { 'content-range': '0-0/*' }));
    expect((await live().from('checks').select().execute()).total).toBeNull();
  });

  it('returns one object from single()', async () => {
    server.handle((_req, res) => sendJson(res, 200, { id: 'c1', name: 'api' }));
    const result = await live().from<CheckRow>('checks').select().eq('id', 'c1').single().execute();
    expect(result.data).toEqual({ id: 'c1', name: 'api' });
    expect(server.requests[0]?.headers.accept).toBe('application/vnd.pgrst.object+json');
  });

  it('sends writes with their bodies and returns the representation', async () => {
    server.handle((req, res) => sendJson(res, 201, JSON.parse(req.body)));
    const result = await live().from('incidents').insert([{ title: 'a' }]).execute();
    expect(result.data).toEqual([{ title: 'a' }]);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers.prefer).toBe('return=representation');
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('counts with a HEAD request', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-range': '0-24/25' });
      res.end();
    });
    expect(await live().from('checks').select().eq('status', 'unhealthy').executeCount()).toBe(25);
    expect(server.requests[0]?.method).toBe('HEAD');
    expect(server.requests[0]?.headers.prefer).toBe('count=exact');
  });

  it('fails single() on an empty answer with a message naming the request', async () => {
    server.handle((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    await expect(live().from('checks').select().eq('id', 'x').single().execute()).rejects.toThrow(
      /Expected one row from \/db\/checks/,
    );
  });
});
