import type { Queryable } from '../db/queryable';
import { refreshCheckStatusSummary } from '../scheduler/summaryRefresh';
import { syntheticProfileSql, syntheticSampleSql } from '../scheduler/syntheticResult';
import { insertRows } from './bulkInsert';
import {
  AGENTS,
  CHECK_TEMPLATES,
  ENVIRONMENTS,
  REGIONS,
  SERVICES,
  TYPE_ICONS,
  type DemoService,
} from './demoCatalog';
import { DAY, before, seedUuid, seededRandom } from './seedIds';

const LOCAL_AGENT = '00000000-0000-0000-0000-000000000000';
const REGION_SHORT: Record<string, string> = { 'eu-west-1': 'euw1', 'us-east-1': 'use1', 'ap-southeast-2': 'apse2' };

/** History density: one status per check every HISTORY_STEP_MINUTES for the day, denser in the last hour. */
export const HISTORY_STEP_MINUTES = 15;
/** The last hour is recorded at the check's interval, but no denser than this (bounds the row count). */
export const DENSE_MIN_SECONDS = 60;

export interface PlannedCanary {
  id: string;
  name: string;
  namespace: string;
  service: DemoService;
  env: string;
  region: string;
  agentId: string;
  host: string;
  labels: Record<string, string>;
}

export interface PlannedCheck {
  id: string;
  canaryId: string;
  name: string;
  type: string;
  namespace: string;
  intervalSeconds: number;
  severity: string;
  canary: PlannedCanary;
}

export interface CheckPlan {
  canaries: PlannedCanary[];
  checks: PlannedCheck[];
}

const kebab = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Which canaries and checks a seed of `count` checks has: pure and deterministic (same count, same ids, names and
 * labels). Canaries walk the services, then the regions, then the environments, then numbered cells, so even a small
 * seed spans several namespaces, regions and agents.
 */
export function planChecks(count: number): CheckPlan {
  const canaries: PlannedCanary[] = [];
  const checks: PlannedCheck[] = [];
  for (let i = 0; checks.length < count; i++) {
    const service = SERVICES[i % SERVICES.length]!;
    const combo = Math.floor(i / SERVICES.length);
    const region = REGIONS[combo % REGIONS.length]!;
    const env = ENVIRONMENTS[Math.floor(combo / REGIONS.length) % ENVIRONMENTS.length]!;
    const cell = Math.floor(combo / (REGIONS.length * ENVIRONMENTS.length));
    const suffix = cell ? `-${cell + 1}` : '';
    const canary: PlannedCanary = {
      id: seedUuid('canary', i),
      name: `${service.name}-${env}-${REGION_SHORT[region]}${suffix}`,
      namespace: service.namespace,
      service,
      env,
      region,
      // Every third canary runs on the agent of its region, the rest on this server.
      agentId: i % 3 === 1 ? seedUuid('agent', `agent-${region}`) : LOCAL_AGENT,
      host: `${service.name}${suffix}.${service.namespace}.${env}.${region}.example.internal`,
      labels: { env, region, team: kebab(service.team), 'app.kubernetes.io/name': service.name },
    };
    canaries.push(canary);
    for (const template of CHECK_TEMPLATES[service.kind]) {
      if (checks.length === count) break;
      checks.push({
        id: seedUuid('check', i, template.suffix),
        canaryId: canary.id,
        name: `${service.name}/${template.suffix}`,
        type: template.type,
        namespace: service.namespace,
        intervalSeconds: template.intervalSeconds,
        severity: template.severity,
        canary,
      });
    }
  }
  return { canaries, checks };
}

function templateOf(check: PlannedCheck) {
  return CHECK_TEMPLATES[check.canary.service.kind].find((t) => check.name.endsWith(`/${t.suffix}`))!;
}

const TIERS: Record<DemoService['kind'], string> = { web: 'frontend', edge: 'frontend', worker: 'backend', database: 'data', cache: 'data' };

export async function seedAgents(db: Queryable, now: Date): Promise<void> {
  await insertRows(
    db,
    'agents',
    { id: 'uuid', name: 'text', hostname: 'text', description: 'text', version: 'text', ip: 'text', created_at: 'timestamptz', last_seen: 'timestamptz' },
    AGENTS.map((a, i) => ({
      id: seedUuid('agent', a.name),
      name: a.name,
      hostname: a.hostname,
      description: a.description,
      version: 'v1.4.2',
      ip: `10.${20 + i}.0.12`,
      created_at: before(now, 90 * DAY),
      last_seen: before(now, 20_000),
    })),
  );
}

/** Inserts the planned canaries and checks, 24 h of history, each check's current state and the summary. */
export async function seedChecks(db: Queryable, plan: CheckPlan, now: Date, createdBy: string): Promise<void> {
  const checksByCanary = new Map<string, PlannedCheck[]>();
  for (const k of plan.checks) checksByCanary.set(k.canaryId, [...(checksByCanary.get(k.canaryId) ?? []), k]);
  await insertRows(
    db,
    'canaries',
    { id: 'uuid', agent_id: 'uuid', name: 'text', namespace: 'text', labels: 'jsonb', spec: 'jsonb', source: 'text', schedule: 'text', created_by: 'uuid', created_at: 'timestamptz', updated_at: 'timestamptz' },
    plan.canaries.map((c, i) => {
      const checks = checksByCanary.get(c.id) ?? [];
      const created = before(now, (30 + (i % 60)) * DAY);
      return {
        id: c.id,
        agent_id: c.agentId,
        name: c.name,
        namespace: c.namespace,
        labels: c.labels,
        spec: canarySpec(c, checks),
        source: i % 4 === 0 ? 'UI' : 'KubernetesCRD',
        schedule: '@every 1m',
        created_by: createdBy,
        created_at: created,
        updated_at: created,
      };
    }),
  );

  await insertRows(
    db,
    'checks',
    {
      id: 'uuid', canary_id: 'uuid', agent_id: 'uuid', type: 'text', name: 'text', namespace: 'text', description: 'text',
      endpoint: 'text', icon: 'text', spec: 'jsonb', labels: 'jsonb', owner: 'text', severity: 'text', category: 'text',
      interval_seconds: 'integer', last_runtime: 'timestamptz', next_runtime: 'timestamptz', created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    plan.checks.map((k) => {
      const template = templateOf(k);
      const random = seededRandom(`check:${k.id}`);
      // Spread the runs: each check last ran somewhere within its interval before now.
      const lastRun = now.getTime() - Math.floor(random() * k.intervalSeconds * 1000);
      const created = before(now, (20 + Math.floor(random() * 60)) * DAY);
      return {
        id: k.id,
        canary_id: k.canaryId,
        agent_id: k.canary.agentId,
        type: k.type,
        name: k.name,
        namespace: k.namespace,
        description: template.description,
        endpoint: template.endpoint(k.canary.host, k.canary.service),
        icon: TYPE_ICONS[k.type] ?? k.type,
        spec: { name: k.name, interval: k.intervalSeconds, endpoint: template.endpoint(k.canary.host, k.canary.service) },
        labels: {
          tier: TIERS[k.canary.service.kind],
          critical: String(k.severity === 'critical'),
          pci: String(k.namespace === 'payments' || k.namespace === 'checkout'),
        },
        owner: k.canary.service.team,
        severity: k.severity,
        category: k.canary.service.kind,
        interval_seconds: k.intervalSeconds,
        last_runtime: new Date(lastRun).toISOString(),
        next_runtime: new Date(lastRun + k.intervalSeconds * 1000).toISOString(),
        created_at: created,
        updated_at: created,
      };
    }),
  );

  const ids = plan.checks.map((k) => k.id);
  await seedHistory(db, ids);
  await db.query(
    `UPDATE checks c SET status = CASE WHEN s.status THEN 'healthy' ELSE 'unhealthy' END
       FROM check_statuses s
      WHERE c.id = ANY($1::uuid[]) AND s.check_id = c.id AND s.time = c.last_runtime`,
    [ids],
  );
  // The status trigger stamped now(); the real transition is the first run after the last run with the other status.
  await db.query(
    `UPDATE checks c SET last_transition_time = coalesce(
        (SELECT min(s.time) FROM check_statuses s
          WHERE s.check_id = c.id
            AND s.time > coalesce((SELECT max(o.time) FROM check_statuses o
                                    WHERE o.check_id = c.id AND o.status IS DISTINCT FROM (c.status = 'healthy')),
                                  '-infinity')),
        c.created_at)
      WHERE c.id = ANY($1::uuid[])`,
    [ids],
  );
  await refreshCheckStatusSummary(db, now, ids);
}

/**
 * 24 h of results per check, computed in SQL by the synthetic runner: one status every HISTORY_STEP_MINUTES from a
 * day ago to an hour ago, then one per interval (at least DENSE_MIN_SECONDS apart) up to the check's last run. Only
 * the check ids cross from Node; the million-odd rows of a 10k seed are made where they are stored.
 */
async function seedHistory(db: Queryable, checkIds: readonly string[]): Promise<void> {
  const dense = `greatest(c.interval_seconds, ${DENSE_MIN_SECONDS})`;
  // The rows are sorted by the primary key before insertion (index appends instead of random inserts): give the sort
  // room in memory, for this transaction only.
  await db.query(`SET LOCAL work_mem = '256MB'`);
  await db.query(
    `INSERT INTO check_statuses (check_id, time, status, duration, message, error)
     SELECT c.id, s.t, r.status, r.duration, r.message, r.error
       FROM checks c
       CROSS JOIN ${syntheticProfileSql('c.id', 'c.type')} AS p
       CROSS JOIN LATERAL (
         SELECT c.last_runtime - make_interval(secs => ${dense} * k) AS t
           FROM generate_series(0, 3600 / ${dense} - 1) AS k
         UNION ALL
         SELECT c.last_runtime - interval '1 hour' - make_interval(mins => ${HISTORY_STEP_MINUTES} * j)
           FROM generate_series(0, (23 * 60) / ${HISTORY_STEP_MINUTES}) AS j
       ) s
       CROSS JOIN ${syntheticSampleSql('p', 's.t')} AS r
      WHERE c.id = ANY($1::uuid[])
      ORDER BY c.id, s.t`,
    [checkIds],
  );
}

function canarySpec(canary: PlannedCanary, checks: PlannedCheck[]): Record<string, unknown> {
  const byType: Record<string, unknown[]> = {};
  for (const k of checks) {
    const template = templateOf(k);
    const endpoint = template.endpoint(canary.host, canary.service);
    const entry: Record<string, unknown> = { name: k.name, description: template.description };
    if (k.type === 'http') Object.assign(entry, { url: endpoint, responseCodes: [200], thresholdMillis: 2000 });
    else if (k.type === 'tcp' || k.type === 'icmp' || k.type === 'dns') Object.assign(entry, { endpoint });
    else Object.assign(entry, { connection: endpoint });
    (byType[k.type] ??= []).push(entry);
  }
  return { schedule: '@every 1m', ...byType };
}
