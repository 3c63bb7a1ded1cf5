import { describe, expect, it } from 'vitest';
import { createOpsdeckClient } from '@opsdeck/api';
import { createIncidentsApi } from './incidentsApi';

function recordingApi(answer: (url: URL, init: RequestInit) => Response = () => Response.json([])) {
  const calls: Array<{ url: URL; init: RequestInit }> = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    return answer(url, init);
  };
  return { api: createIncidentsApi(createOpsdeckClient({ baseUrl: 'https://ops.example/api', fetch })), calls };
}

describe('createIncidentsApi', () => {
  it('searches titles server-side: an ilike parameter, like wildcards escaped and the whole value URL-encoded', async () => {
    const { api, calls } = recordingApi(() => Response.json([{ id: 'i1', title: 'a&b 100%' }]));
    expect(await api.search(' a&b 100%#x ')).toEqual([{ id: 'i1', title: 'a&b 100%' }]);
    const { url } = calls[0]!;
    expect(url.pathname).toBe('/api/db/incidents');
    expect(url.searchParams.get('title')).toBe('ilike.*a&b 100\\%#x*');
    expect(url.search).toContain('title=ilike.*a%26b+100%5C%25%23x*');
    expect(url.searchParams.get('order')).toBe('created_at.desc');
    expect(url.searchParams.get('limit')).toBe('20');
    expect(url.searchParams.get('select')).toBe('id,incident_id,title,status,severity,type,hypotheses(id,type,title)');
  });

  it("lists an incident's hypotheses oldest first, and links through POST /incident/link", async () => {
    const { api, calls } = recordingApi((url) => (url.pathname.endsWith('/link') ? Response.json({ incident: { id: 'i1' } }, { status: 201 }) : Response.json([])));
    await api.hypotheses('i1');
    expect(calls[0]!.url.search).toBe('?incident_id=eq.i1&select=id%2Ctitle%2Ctype%2Cstatus&order=created_at.asc');
    const request = { incident: { id: 'i1' }, hypothesis: { id: 'h1' }, evidence: { type: 'check' as const, check_id: 'c1' } };
    expect(await api.link(request)).toEqual({ incident: { id: 'i1' } });
    expect(calls[1]!.url.pathname).toBe('/api/incident/link');
    expect(calls[1]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual(request);
  });

  it('pages the incident list with filters, search and the exact total; reads one incident in full', async () => {
    const { api, calls } = recordingApi((url) =>
      url.pathname.endsWith('incident_summary')
        ? new Response(JSON.stringify([{ id: 'i1', title: 't' }]), { headers: { 'content-type': 'application/json', 'content-range': '20-20/21' } })
        : Response.json([]),
    );
    expect(await api.list({ status: ['open', 'investigating'], severity: ['high'], search: 'dns', pageIndex: 2, pageSize: 10 })).toEqual({
      rows: [{ id: 'i1', title: 't' }],
      total: 21,
    });
    const list = calls[0]!;
    expect(list.url.searchParams.get('status')).toBe('in.("open","investigating")');
    expect(list.url.searchParams.get('severity')).toBe('in.("high")');
    expect(list.url.searchParams.get('title')).toBe('ilike.*dns*');
    expect(list.url.searchParams.get('offset')).toBe('20');
    expect(new Headers(list.init.headers).get('prefer')).toBe('count=exact');
    expect(await api.incident('nope')).toBeNull();
    expect(calls[1]!.url.searchParams.get('id')).toBe('eq.nope');
  });
});
