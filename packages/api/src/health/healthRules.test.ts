import { describe, expect, it } from 'vitest';
import {
  aggregateCheckGroup,
  checkTabs,
  filterChecks,
  groupChecks,
  groupStatus,
  healthCounts,
  isLastRunVisible,
  splitCheckName,
  uptimeRatio,
  type CheckLike,
} from './healthRules';

const NOW = new Date('2026-05-14T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

const checks: CheckLike[] = [
  {
    id: '1', name: 'api/health', status: 'healthy', canary_name: 'api', namespace: 'prod', type: 'http', icon: 'http',
    labels: { team: 'sre' }, uptime: { passed: 9, failed: 1 }, latency: { rolling1h: 100 }, endpoint: 'https://api',
  },
  {
    id: '2', name: 'api/latency', status: 'unhealthy', canary_name: 'api', namespace: 'stage', type: 'http', icon: 'http',
    labels: { team: 'web' }, uptime: { passed: 1, failed: 1 }, latency: { rolling1h: 300 }, description: 'Latency SLO',
  },
  {
    id: '3', name: 'db', status: 'unhealthy', canary_name: 'db', namespace: 'prod', type: 'postgres', icon: 'db',
    labels: {}, uptime: null, latency: null, agent_id: 'agent-1',
  },
];

describe('health rules', () => {
  it('computes uptime as passed over all runs, null without runs', () => {
    expect(uptimeRatio({ passed: 3, failed: 1 })).toBe(0.75);
    expect(uptimeRatio({ passed: 0, failed: 0 })).toBeNull();
    expect(uptimeRatio(null)).toBeNull();
  });

  it('calls a group good when all are healthy, bad when none is, mixed otherwise', () => {
    expect(groupStatus([{ status: 'healthy' }, { status: 'healthy' }])).toBe('good');
    expect(groupStatus([{ status: 'healthy' }, { status: 'unhealthy' }])).toBe('mixed');
    expect(groupStatus([{ status: 'unhealthy' }, { status: null }])).toBe('bad');
    expect(groupStatus([])).toBe('good');
  });

  it('shows Last run only between 1 hour and 7 days old', () => {
    expect(isLastRunVisible(hoursAgo(0.5), NOW)).toBe(false);
    expect(isLastRunVisible(hoursAgo(1), NOW)).toBe(true);
    expect(isLastRunVisible(hoursAgo(24 * 7), NOW)).toBe(true);
    expect(isLastRunVisible(hoursAgo(24 * 7 + 1), NOW)).toBe(false);
    expect(isLastRunVisible('0001-01-01T00:00:00Z', NOW)).toBe(false);
    expect(isLastRunVisible(null, NOW)).toBe(false);
  });

  it("splits check names on '/'", () => {
    expect(splitCheckName('api / health/ping')).toEqual(['api', 'health', 'ping']);
    expect(splitCheckName('plain')).toEqual(['plain']);
  });

  it('filters by passing, text, labels and tab', () => {
    expect(filterChecks(checks, { hidePassing: true }).map((c) => c.id)).toEqual(['2', '3']);
    expect(filterChecks(checks, { query: 'SLO' }).map((c) => c.id)).toEqual(['2']);
    expect(filterChecks(checks, { query: 'https://API' }).map((c) => c.id)).toEqual(['1']);
    expect(filterChecks(checks, { labels: [{ key: 'team', value: 'web', state: -1 }] }).map((c) => c.id)).toEqual([
      '1',
      '3',
    ]);
    expect(filterChecks(checks, { tab: 'prod' }).map((c) => c.id)).toEqual(['1', '3']);
    expect(filterChecks(checks, { tab: 'sre', tabBy: 'team' }).map((c) => c.id)).toEqual(['1']);
    expect(filterChecks(checks, { tab: 'All' })).toHaveLength(3);
  });

  it("lists tabs with 'All' first, then the values alphabetically", () => {
    expect(checkTabs(checks, 'namespace')).toEqual(['All', 'prod', 'stage']);
    expect(checkTabs(checks, 'team')).toEqual(['All', 'sre', 'web']);
    expect(checkTabs(checks, 'agent')).toEqual(['All', 'agent-1']);
    expect(healthCounts(checks)).toEqual({ healthy: 1, unhealthy: 2 });
  });

  it('aggregates a group: shared or multiple icon and type, namespaces, average latency, summed uptime', () => {
    const group = aggregateCheckGroup('all', checks);
    expect(group).toMatchObject({
      icon: 'multiple',
      type: 'multiple',
      namespaces: ['prod', 'stage'],
      latency: { rolling1h: 400 / 3 },
      uptime: { passed: 10, failed: 2 },
      status: 'mixed',
    });
    expect(aggregateCheckGroup('api', checks.slice(0, 2))).toMatchObject({ icon: 'http', type: 'http' });
  });

  it('groups by canary name, by name prefix, by label, or not at all', () => {
    const names = (groupBy: string) => groupChecks(checks, groupBy).map((g) => [g.name, g.checks.length]);
    expect(names('canary_name')).toEqual([
      ['api', 2],
      ['db', 1],
    ]);
    expect(names('name')).toEqual([
      ['api', 2],
      ['db', 1],
    ]);
    expect(names('team')).toEqual([
      ['sre', 1],
      ['web', 1],
      ['db', 1],
    ]);
    expect(names('no-group')).toEqual([
      ['api/health', 1],
      ['api/latency', 1],
      ['db', 1],
    ]);
  });
});
