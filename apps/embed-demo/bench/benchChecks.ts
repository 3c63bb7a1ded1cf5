import type { CheckSummary } from '@opsdeck/api';

/** A deterministic pseudo-random sequence (mulberry32), so both contenders of a run see the same checks. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMESPACES = ['production', 'staging', 'payments', 'platform', 'data', 'edge', 'internal', 'sandbox'];
const TYPES = ['http', 'tcp', 'dns', 'icmp', 'postgres', 'redis', 'kubernetes'];
const TEAMS = ['core', 'payments', 'search', 'identity', 'growth', 'infra'];
const HOUR = 3_600_000;

/** `count` check summaries shaped like the server's, spread over canaries, namespaces, types and labels. */
export function benchChecks(count: number, now = Date.now()): CheckSummary[] {
  const next = random(count);
  const checks: CheckSummary[] = [];
  for (let i = 0; i < count; i += 1) {
    const canary = `canary-${Math.floor(i / 8)}`;
    const type = TYPES[i % TYPES.length]!;
    const namespace = NAMESPACES[Math.floor(next() * NAMESPACES.length)]!;
    const healthy = next() > 0.12;
    const latency = Math.round(5 + next() ** 3 * 4000);
    checks.push({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      canary_id: `00000000-0000-4000-9000-${String(Math.floor(i / 8)).padStart(12, '0')}`,
      canary_name: canary,
      name: `${canary}/${type}-${i}`,
      namespace,
      type,
      icon: type,
      description: `${type} check ${i} of ${canary}`,
      endpoint: `https://svc-${i}.${namespace}.example.internal/health`,
      status: healthy ? 'healthy' : 'unhealthy',
      labels: { team: TEAMS[i % TEAMS.length]!, tier: String(i % 3), critical: i % 5 === 0 ? 'true' : 'false' },
      uptime: { passed: Math.round(next() * 60), failed: healthy ? 0 : Math.round(next() * 10) + 1 },
      latency: { rolling1h: latency, p95: latency * 1.4, p97: latency * 1.6, p99: latency * 2 },
      last_runtime: new Date(now - next() * 48 * HOUR).toISOString(),
      last_transition_time: new Date(now - next() * 240 * HOUR).toISOString(),
      agent_id: '00000000-0000-0000-0000-000000000000',
      next_runtime: null,
      created_at: null,
      updated_at: null,
      deleted_at: null,
      silenced_at: null,
    } as CheckSummary);
  }
  return checks;
}
