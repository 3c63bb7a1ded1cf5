import { describe, expect, it } from 'vitest';
import type { Check } from '@opsdeck/api';
import { chartPoints, checkEditTarget, checkRelationships, checkSeverity, historyStatusParam, pointPassed } from './checkDetailRules';
import { specText } from './check-detail/CheckSpec';

describe('check detail rules', () => {
  it('treats a graph bucket without status as failed (Go omitempty drops false)', () => {
    expect(pointPassed({ status: true })).toBe(true);
    expect(pointPassed({})).toBe(false);
    expect(pointPassed({ status: null })).toBe(false);
    expect(pointPassed({ status: false })).toBe(false);
  });

  it('orders chart points by time without sorting the cached response in place', () => {
    const status = [
      { time: '2026-05-14T10:00:00Z', duration: 20 },
      { time: '2026-05-14T09:00:00Z', status: true, duration: 10 },
      { time: 'not a time', status: true },
    ];
    const copy = structuredClone(status);
    const points = chartPoints(status);
    expect(points.map((point) => [point.time.toISOString(), point.passed, point.duration])).toEqual([
      ['2026-05-14T09:00:00.000Z', true, 10],
      ['2026-05-14T10:00:00.000Z', false, 20],
    ]);
    expect(status).toEqual(copy);
  });

  it('maps the status filter to 1/0 and All to nothing', () => {
    expect(historyStatusParam('all')).toBeUndefined();
    expect(historyStatusParam('1')).toBe(1);
    expect(historyStatusParam('0')).toBe(0);
  });

  it('links components to /topology and configs to /catalog, skipping missing embeds', () => {
    const check = {
      components: [{ components: { id: 'c 1', name: 'payments', icon: 'k8s' } }, { components: null }],
      configs: [{ configs: { id: 'cfg', name: null, type: 'Kubernetes::Pod' } }],
    } as unknown as Check;
    expect(checkRelationships(check)).toEqual([
      { kind: 'component', id: 'c 1', name: 'payments', detail: 'k8s', to: '/topology/c%201' },
      { kind: 'config', id: 'cfg', name: 'cfg', detail: 'Kubernetes::Pod', to: '/catalog/cfg' },
    ]);
    expect(checkRelationships(null)).toEqual([]);
  });

  it('edits UI canaries in settings and others at their source', () => {
    const edit = (source: string | null) => checkEditTarget({ canary_id: 'k1', canaries: { id: 'k1', source } } as Check);
    expect(edit('UI')).toEqual({ kind: 'settings', to: '/settings/canaries/k1' });
    expect(edit(null)).toEqual({ kind: 'settings', to: '/settings/canaries/k1' });
    expect(edit('component/abc')).toEqual({ kind: 'component', to: '/topology/abc' });
    expect(edit('kubernetes/uid-1')).toEqual({ kind: 'kubernetes', to: '/catalog/uid-1' });
    expect(edit('KubernetesCRD')).toEqual({ kind: 'external' });
    expect(checkEditTarget({ canary_id: null } as Check)).toBeNull();
  });

  it("takes the check's severity, else its spec's", () => {
    expect(checkSeverity({ severity: 'critical', spec: { severity: 'low' } } as Check)).toBe('critical');
    expect(checkSeverity({ severity: null, spec: { severity: 'low' } } as Check)).toBe('low');
    expect(checkSeverity({ severity: null, spec: null } as Check)).toBeUndefined();
  });

  it('renders the spec as block YAML or indented JSON', () => {
    const spec = { interval: 30, http: [{ name: 'api', url: 'https://x/health' }] };
    expect(specText(spec, 'yaml')).toBe('interval: 30\nhttp:\n  - name: api\n    url: https://x/health\n');
    expect(specText(spec, 'json')).toBe(JSON.stringify(spec, null, 2));
    expect(specText(null, 'yaml')).toBe('');
  });
});
