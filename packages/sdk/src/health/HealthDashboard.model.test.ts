import { describe, expect, it } from 'vitest';
import { filterChecks, groupChecks, type LabelFilter } from '@opsdeck/api';
import {
  activeFilterCount,
  buildPivot,
  filterIndexedChecks,
  flattenRows,
  fullyPassingCount,
  indexHealthChecks,
  normalizeSummaryChecks,
  pivotDimension,
  sortChecks,
  sortGroups,
  withoutPassing,
  nameSortKey,
} from './healthDashboardModel';
import {
  healthDashboardParamsPatch,
  nextSort,
  readHealthDashboardState,
  type HealthDashboardParam,
} from './healthDashboardParams';
import { manyChecks, sampleChecks } from './HealthDashboard.testData';

const reader = (query: string) => {
  const params = new URLSearchParams(query);
  return (name: HealthDashboardParam) => params.get(name) ?? undefined;
};

describe('HealthDashboard model', () => {
  it('filters over the precomputed index exactly as healthRules.filterChecks does', () => {
    const checks = manyChecks(600);
    const index = indexHealthChecks(checks);
    const cases: { query: string; labels: LabelFilter[]; tab: string; tabBy: string }[] = [
      { query: '', labels: [], tab: 'All', tabBy: 'namespace' },
      { query: 'CHECK-0001', labels: [], tab: 'All', tabBy: 'namespace' },
      { query: 'svc-12', labels: [], tab: 'ns-1', tabBy: 'namespace' },
      { query: 'number 5', labels: [{ key: 'env', value: 'prod', state: 1 }], tab: 'All', tabBy: 'namespace' },
      { query: '', labels: [{ key: 'critical', value: 'true', state: -1 }], tab: 'team-3', tabBy: 'team' },
      { query: 'canary-4', labels: [{ key: 'team', value: 'team-1', state: 1 }, { key: 'team', value: 'team-2', state: 1 }], tab: 'All', tabBy: 'team' },
    ];
    for (const filters of cases) {
      for (const hidePassing of [false, true]) {
        const expected = filterChecks(checks, { ...filters, hidePassing }).map((c) => c.id);
        const actual = withoutPassing(filterIndexedChecks(index, filters), hidePassing).map((c) => c.id);
        expect(actual, JSON.stringify({ ...filters, hidePassing })).toEqual(expected);
      }
    }
  });

  it('indexes label keys and values sorted, restricts to one namespace, and turns non-text labels into text', () => {
    const raw = [{ id: 'x', name: 'x', namespace: 'a', labels: { replicas: 3, on: true } }, { id: 'y', name: 'y', namespace: 'b', labels: { replicas: 10 } }];
    const checks = normalizeSummaryChecks(raw);
    expect(checks[0]!.labels).toEqual({ replicas: '3', on: 'true' });
    const index = indexHealthChecks(checks);
    expect([...index.labels]).toEqual([
      ['on', ['true']],
      ['replicas', ['3', '10']],
    ]);
    expect(indexHealthChecks(checks, 'b').checks.map((c) => c.id)).toEqual(['y']);
    expect(normalizeSummaryChecks(null)).toEqual([]);
  });

  it('sorts groups and their members by name, health, uptime, latency and transition, or keeps the order', () => {
    const groups = groupChecks(sampleChecks, 'canary_name');
    expect(sortGroups(groups, { by: 'name', desc: true }).map((g) => g.name)).toEqual(['db', 'api']);
    const api = sortGroups(groups, { by: 'name', desc: true })[1]!;
    expect(api.checks.map((c) => c.name)).toEqual(['api/latency', 'api/health']);
    expect(sortGroups(groups, { by: 'status', desc: false }).map((g) => g.name)).toEqual(['db', 'api']);
    expect(sortChecks(sampleChecks, { by: 'latency', desc: true }).map((c) => c.id)).toEqual(['c3', 'c2', 'c1']);
    expect(sortChecks(sampleChecks, { by: 'uptime', desc: false }).map((c) => c.id)).toEqual(['c3', 'c2', 'c1']);
    expect(sortGroups(groups, null)).toBe(groups);
    const numbered = manyChecks(12).reverse();
    expect(sortChecks(numbered, { by: 'name', desc: false })[0]!.id).toBe('id-0');
  });

  it('cycles a column ascending, descending, unsorted', () => {
    expect(nextSort({ by: 'name', desc: false }, 'name')).toEqual({ by: 'name', desc: true });
    expect(nextSort({ by: 'name', desc: true }, 'name')).toBeNull();
    expect(nextSort(null, 'name')).toEqual({ by: 'name', desc: false });
    expect(nextSort({ by: 'name', desc: true }, 'uptime')).toEqual({ by: 'uptime', desc: false });
  });

  it('flattens groups into rows: a group of several is a group row, its members follow when expanded', () => {
    const groups = groupChecks(sampleChecks, 'canary_name');
    expect(flattenRows(groups, new Set()).map((r) => r.key)).toEqual(['g:api', 'c:c3']);
    expect(flattenRows(groups, new Set(['g:api'])).map((r) => r.key)).toEqual(['g:api', 'c:c1', 'c:c2', 'c:c3']);
  });

  it('aggregates group rows: merged icon and type, namespaces, average latency, summed uptime, fully passing count', () => {
    const [api] = groupChecks(sampleChecks, 'canary_name');
    expect(api).toMatchObject({ icon: 'http', type: 'http', namespaces: ['prod', 'stage'], status: 'mixed' });
    expect(api!.latency.rolling1h).toBe(200);
    expect(api!.uptime).toEqual({ passed: 14, failed: 6 });
    expect(fullyPassingCount(sampleChecks)).toBe(0);
    const mixed = groupChecks(sampleChecks, 'no-group').length;
    expect(mixed).toBe(3);
    expect(groupChecks(sampleChecks, 'env').find((g) => g.name === 'prod')).toMatchObject({ type: 'multiple', icon: 'multiple' });
  });

  it('builds the pivot matrix: groups down, values across, one aggregate per cell', () => {
    const groups = groupChecks(sampleChecks, 'canary_name');
    const matrix = buildPivot(groups, 'namespace');
    expect(matrix.columns).toEqual(['prod', 'stage']);
    expect(matrix.rows.map((r) => r.name)).toEqual(['api', 'db']);
    expect(matrix.rows[0]!.cells.map((c) => c?.checks.map((x) => x.id))).toEqual([['c1'], ['c2']]);
    expect(matrix.rows[1]!.cells[1]).toBeUndefined();
    expect(buildPivot(groups, 'team').columns).toEqual(['dba', 'sre', 'web']);
    expect(buildPivot(groupChecks([...sampleChecks, { ...sampleChecks[0]!, id: 'c9', labels: {} }], 'canary_name'), 'team').columns.at(-1)).toBe('');
    expect(pivotDimension('label', 'team')).toBe('team');
    expect(pivotDimension('type', 'team')).toBe('type');
    expect(pivotDimension(undefined, 'team')).toBeUndefined();
  });

  it('counts label filters and Hide Passing as active filters', () => {
    expect(activeFilterCount([{ key: 'a', value: 'b', state: -1 }], true)).toBe(2);
    expect(activeFilterCount([], false)).toBe(0);
  });
});

describe('HealthDashboard URL parameters', () => {
  it('reads the defaults from an empty URL', () => {
    expect(readHealthDashboardState(reader(''))).toEqual({
      checkId: undefined,
      timeRange: '1h',
      timeRangeInUrl: false,
      layout: 'table',
      query: '',
      sort: { by: 'name', desc: false },
      labels: [],
      hidePassing: true,
      groupBy: 'canary_name',
      tabBy: 'namespace',
      tab: 'All',
      pivotBy: undefined,
      pivotCellType: 'status',
      pivotLabel: undefined,
      refresh: '',
    });
  });

  it('reads every parameter and falls back on malformed ones', () => {
    const state = readHealthDashboardState(
      reader(
        'checkId=c1&timeRange=3d&layout=card&query=api&sortBy=latency&sortDesc=true&hidePassing=false&groupBy=env&tabBy=team&tab=sre' +
          '&pivotBy=label&pivotLabel=env&pivotCellType=uptime&refresh=30s&labels=' +
          encodeURIComponent('{"env:prod":1,"team:web":-1,"x:y":0}'),
      ),
    );
    expect(state).toMatchObject({
      checkId: 'c1',
      timeRange: '3d',
      timeRangeInUrl: true,
      layout: 'card',
      query: 'api',
      sort: { by: 'latency', desc: true },
      hidePassing: false,
      groupBy: 'env',
      tabBy: 'team',
      tab: 'sre',
      pivotBy: 'label',
      pivotLabel: 'env',
      pivotCellType: 'uptime',
      refresh: '30s',
      labels: [
        { key: 'env', value: 'prod', state: 1 },
        { key: 'team', value: 'web', state: -1 },
      ],
    });
    const bad = readHealthDashboardState(reader('timeRange=7h&layout=grid&sortBy=evil&pivotCellType=x&refresh=soon&labels=%7Bnope'));
    expect(bad).toMatchObject({ timeRange: '1h', layout: 'table', sort: { by: 'name', desc: false }, pivotCellType: 'status', refresh: '', labels: [] });
    expect(readHealthDashboardState(reader('sortBy=none')).sort).toBeNull();
  });

  it('drops prototype-polluting keys from the labels map', () => {
    const state = readHealthDashboardState(reader(`labels=${encodeURIComponent('{"__proto__":{"polluted":1},"constructor":1,"env:prod":1}')}`));
    expect(state.labels).toEqual([{ key: 'env', value: 'prod', state: 1 }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('writes defaults as removals and round-trips every value', () => {
    expect(healthDashboardParamsPatch({ layout: 'table', hidePassing: true, groupBy: 'canary_name', tab: 'All', timeRange: '1h', sort: { by: 'name', desc: false } })).toEqual({
      layout: null,
      hidePassing: null,
      groupBy: null,
      tab: null,
      timeRange: null,
      sortBy: null,
      sortDesc: null,
    });
    expect(healthDashboardParamsPatch({ sort: null, refresh: '' }, '30s')).toEqual({ sortBy: 'none', sortDesc: null, refresh: 'none' });
    const patch = healthDashboardParamsPatch({
      layout: 'card',
      hidePassing: false,
      sort: { by: 'uptime', desc: true },
      labels: [{ key: 'env', value: 'a:b', state: -1 }],
      pivotBy: 'type',
      refresh: '5m',
    });
    const params = new URLSearchParams(Object.entries(patch).filter((e): e is [string, string] => typeof e[1] === 'string'));
    expect(readHealthDashboardState(reader(params.toString()))).toMatchObject({
      layout: 'card',
      hidePassing: false,
      sort: { by: 'uptime', desc: true },
      labels: [{ key: 'env', value: 'a:b', state: -1 }],
      pivotBy: 'type',
      refresh: '5m',
    });
  });
});

describe('nameSortKey', () => {
  it('orders names naturally, case- and accent-blind, with plain string comparison', () => {
    const names = ['api-10', 'Api-2', 'ápi-3', 'api-1/x', 'b', 'api-1'];
    const sorted = [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : nameSortKey(a) > nameSortKey(b) ? 1 : 0));
    expect(sorted).toEqual(['api-1', 'api-1/x', 'Api-2', 'ápi-3', 'api-10', 'b']);
  });
});
