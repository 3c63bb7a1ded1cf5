import type { CheckSummary } from '@opsdeck/api';

// Synthetic summaries for the HealthDashboard tests, shaped like `checks_summary` (contract 2(a)).

export const NOW = new Date();
export const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

export function check(fields: Partial<CheckSummary> & { id: string; name: string }): CheckSummary {
  return {
    status: 'healthy',
    canary_name: fields.name.split('/')[0],
    namespace: 'default',
    type: 'http',
    icon: 'http',
    labels: {},
    uptime: { passed: 10, failed: 0 },
    latency: { rolling1h: 100, p95: 120 },
    last_transition_time: hoursAgo(2),
    last_runtime: hoursAgo(0.1),
    agent_id: '00000000-0000-0000-0000-000000000000',
    ...fields,
  } as CheckSummary;
}

/** n checks over 4 namespaces and n/10 canaries, about 8 % unhealthy, with env and critical labels. */
export function manyChecks(n: number): CheckSummary[] {
  return Array.from({ length: n }, (_, i) =>
    check({
      id: `id-${i}`,
      name: `canary-${Math.floor(i / 10)}/check-${String(i).padStart(5, '0')}`,
      canary_name: `canary-${Math.floor(i / 10)}`,
      namespace: `ns-${i % 4}`,
      status: i % 12 === 0 ? 'unhealthy' : 'healthy',
      description: `Check number ${i}`,
      endpoint: `https://svc-${i}.example`,
      labels: { env: i % 3 === 0 ? 'prod' : 'dev', critical: i % 2 === 0 ? 'true' : 'false', team: `team-${i % 7}` },
      uptime: { passed: 100 - (i % 5), failed: i % 5 },
      latency: { rolling1h: 50 + (i % 400), p95: 60 + (i % 400) },
    }),
  );
}

/** A small, hand-made summary: two canaries (api: 2 checks, db: 1), two namespaces, a boolean label. */
export const sampleChecks: CheckSummary[] = [
  check({
    id: 'c1',
    name: 'api/health',
    canary_name: 'api',
    namespace: 'prod',
    status: 'healthy',
    labels: { env: 'prod', critical: 'true', team: 'sre' },
    uptime: { passed: 9, failed: 1 },
    latency: { rolling1h: 100, p95: 150 },
    endpoint: 'https://api.example/health',
  }),
  check({
    id: 'c2',
    name: 'api/latency',
    canary_name: 'api',
    namespace: 'stage',
    status: 'unhealthy',
    description: 'Latency SLO',
    labels: { env: 'stage', critical: 'false', team: 'web' },
    uptime: { passed: 5, failed: 5 },
    latency: { rolling1h: 300 },
    last_runtime: hoursAgo(3),
  }),
  check({
    id: 'c3',
    name: 'db/connect',
    canary_name: 'db',
    namespace: 'prod',
    status: 'unhealthy',
    type: 'postgres',
    icon: 'postgres',
    labels: { env: 'prod', critical: 'true', team: 'dba' },
    uptime: { passed: 0, failed: 4 },
    latency: { rolling1h: 2500 },
  }),
];
