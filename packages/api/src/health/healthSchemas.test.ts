import { describe, expect, it } from 'vitest';
import {
  CheckGraphResponseSchema,
  CheckSchema,
  CheckStatusRowSchema,
  HealthSummaryResponseSchema,
  RunCheckResultSchema,
} from './healthSchemas';

const summaryItem = {
  id: '0190c6a3-0000-7000-8000-000000000001',
  canary_id: '0190c6a3-0000-7000-8000-000000000002',
  canary_name: 'api',
  canary_namespace: 'prod',
  agent_id: '00000000-0000-0000-0000-000000000000',
  labels: { team: 'sre', replicas: 3 },
  latency: { p95: 120.5, rolling1h: 0, p50: 80, avg: 90 },
  name: 'api/health',
  namespace: 'prod',
  status: 'healthy',
  type: 'http',
  uptime: { passed: 59, failed: 1, last_pass: '2026-05-14T10:00:00Z' },
  last_runtime: '2026-05-14T10:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-05-14T10:00:00Z',
  deleted_at: '0001-01-01T00:00:00Z',
  future_field: 'kept',
};

describe('health summary', () => {
  it('reads the summary, tolerating unknown fields, numeric labels and the zero date', () => {
    const parsed = HealthSummaryResponseSchema.parse({ duration: 12, runnerName: 'local', checks_summary: [summaryItem] });
    const [check] = parsed.checks_summary;
    expect(check?.labels).toEqual({ team: 'sre', replicas: '3' });
    expect(check?.latency.p95).toBe(120.5);
    expect(check?.deleted_at).toBeNull();
    expect(check?.last_transition_time).toBeNull();
    expect((check as Record<string, unknown>).future_field).toBe('kept');
  });

  it('reads a summary with no checks_summary key (omitempty) as an empty list', () => {
    expect(HealthSummaryResponseSchema.parse({ runnerName: 'local' }).checks_summary).toEqual([]);
  });

  it('fills missing latency and uptime with zeros', () => {
    const { checks_summary } = HealthSummaryResponseSchema.parse({
      checks_summary: [{ id: 'x', name: 'n', uptime: null }],
    });
    expect(checks_summary[0]?.uptime).toEqual({ passed: 0, failed: 0 });
    expect(checks_summary[0]?.latency).toEqual({ rolling1h: 0 });
  });

  it('refuses a summary item without a name', () => {
    expect(() => HealthSummaryResponseSchema.parse({ checks_summary: [{ id: 'x' }] })).toThrow();
  });
});

describe('check graph', () => {
  it('treats an absent status as failed (Go omitempty) and a null series as empty', () => {
    const parsed = CheckGraphResponseSchema.parse({
      runnerName: 'local',
      status: [{ time: '2026-05-14T10:00:00Z', status: true, duration: 10 }, { time: '2026-05-14T10:01:00Z', duration: 11 }],
      latency: { rolling1h: 0, p99: 11 },
      uptime: { passed: 1, failed: 1 },
    });
    expect(parsed.status.map((point) => point.status)).toEqual([true, false]);
    expect(CheckGraphResponseSchema.parse({ status: null }).status).toEqual([]);
  });
});

describe('rows from pg', () => {
  it('reads Date values as ISO strings', () => {
    const row = CheckStatusRowSchema.parse({
      check_id: 'c1',
      time: new Date('2026-05-14T10:00:00Z'),
      created_at: new Date('2026-05-14T10:00:01Z'),
      status: false,
      duration: 5,
    });
    expect(row.time).toBe('2026-05-14T10:00:00.000Z');
    expect(row.created_at).toBe('2026-05-14T10:00:01.000Z');
  });

  it('reads the check detail with its embeds', () => {
    const check = CheckSchema.parse({
      id: 'c1',
      name: 'api',
      canaries: { id: 'k1', name: 'api', source: 'UI' },
      agents: { id: 'a', name: 'local' },
      components: [{ components: { id: 'x', name: 'svc', icon: null } }],
      configs: [{ configs: { id: 'y', name: 'deploy', type: 'Kubernetes::Deployment' } }],
    });
    expect(check.configs?.[0]?.configs?.type).toBe('Kubernetes::Deployment');
  });

  it('reads the Run Now result the server really sends', () => {
    expect(RunCheckResultSchema.parse({ pass: true, duration: 12, name: 'api' }).pass).toBe(true);
  });
});
