import { connectionFormToPayload, defaultConnectionValues, type ConnectionFormValues } from '@opsdeck/api';
import type { Queryable } from '../db/queryable';
import { insertRows } from './bulkInsert';
import type { CheckPlan } from './seedChecks';
import { DEMO_USERS } from './demoUsers';
import { personId, teamId } from './seedPeople';
import { DAY, HOUR, MINUTE, before, seedUuid, seededRandom } from './seedIds';
import { AWS_SCRAPER, KUBERNETES_SCRAPER, deploymentConfigId, serviceComponentId, topologyId } from './seedTopology';

const connectionId = (name: string) => seedUuid('connection', name);
const playbookId = (name: string) => seedUuid('playbook', name);

/** Connections, permissions, playbooks with runs, 24 h of job history and a few feature flags. */
export async function seedSettings(db: Queryable, plan: CheckPlan, now: Date, createdBy: string): Promise<void> {
  await seedConnections(db, now, createdBy);
  await seedPlaybooks(db, plan, now, createdBy);
  await seedPermissions(db, plan, now, createdBy);
  await seedJobHistory(db, plan, now);
  await insertRows(
    db,
    'properties',
    { name: 'text', value: 'text', created_by: 'uuid' },
    [
      { name: 'incidents.disable', value: 'false', created_by: createdBy },
      { name: 'playbooks.disable', value: 'false', created_by: createdBy },
    ],
  );
}

/**
 * The demo connections, written through the catalogue's own form -> payload conversion (what the ConnectionForm
 * sends), so each opens in its form and edits cleanly. Secrets are Kubernetes Secret references, never plaintext.
 */
const DEMO_CONNECTIONS: { type: string; name: string; namespace: string; values: ConnectionFormValues }[] = [
  { type: 'postgres', name: 'postgres-main', namespace: 'data', values: { url: 'postgres://postgres-main.data.prod.eu-west-1.example.internal:5432/app?sslmode=require', username: 'opsdeck_ro', password: 'secret://postgres-main/password' } },
  { type: 'slack', name: 'slack-sre', namespace: 'default', values: { username: 'C0SREALERTS', password: 'secret://slack-sre/bot-token', fromName: 'Opsdeck' } },
  { type: 'aws', name: 'aws-prod', namespace: 'default', values: { region: 'eu-west-1', username: 'secret://aws-prod/access-key-id', password: 'secret://aws-prod/secret-access-key' } },
  { type: 'github', name: 'github-platform', namespace: 'platform', values: { url: 'https://github.com/example-org', password: 'secret://github-platform/token' } },
  { type: 'prometheus', name: 'prometheus', namespace: 'monitoring', values: { url: 'http://prometheus.monitoring:9090' } },
  { type: 'email', name: 'smtp-relay', namespace: 'default', values: { host: 'smtp.example.internal', username: 'alerts@example.com', password: 'secret://smtp-relay/password', from: 'alerts@example.com', fromName: 'Opsdeck alerts', to: 'sre@example.com' } },
];

async function seedConnections(db: Queryable, now: Date, createdBy: string): Promise<void> {
  const connections = DEMO_CONNECTIONS.map(({ type, name, namespace, values }) =>
    connectionFormToPayload(type, { name, namespace, values: { ...defaultConnectionValues(type), ...values } }),
  );
  await insertRows(
    db,
    'connections',
    { id: 'uuid', name: 'text', namespace: 'text', type: 'text', url: 'text', username: 'text', password: 'text', insecure_tls: 'boolean', properties: 'jsonb', source: 'text', created_by: 'uuid', created_at: 'timestamptz', updated_at: 'timestamptz' },
    connections.map((c, i) => ({
      id: connectionId(c.name),
      name: c.name,
      namespace: c.namespace,
      type: c.type,
      url: c.url ?? null,
      username: c.username ?? null,
      password: c.password ?? null,
      insecure_tls: c.insecure_tls ?? false,
      properties: c.properties ?? {},
      source: 'UI',
      created_by: createdBy,
      created_at: before(now, (60 - i) * DAY),
      updated_at: before(now, (10 - i) * DAY),
    })),
  );
}

async function seedPlaybooks(db: Queryable, plan: CheckPlan, now: Date, createdBy: string): Promise<void> {
  const playbooks = [
    {
      name: 'restart-deployment', title: 'Restart deployment', icon: 'kubernetes', category: 'Kubernetes',
      description: 'Rolling restart of a deployment',
      spec: {
        description: 'Rolling restart of a deployment', configs: [{ types: ['Kubernetes::Deployment'] }],
        parameters: [{ name: 'reason', label: 'Reason', type: 'text', required: true }],
        actions: [{ name: 'rollout restart', exec: { script: 'kubectl rollout restart deployment/{{.config.name}} -n {{.config.namespace}}' } }],
      },
    },
    {
      name: 'scale-deployment', title: 'Scale deployment', icon: 'kubernetes', category: 'Kubernetes', description: 'Change the replica count',
      spec: {
        description: 'Change the replica count', configs: [{ types: ['Kubernetes::Deployment'] }],
        parameters: [{ name: 'replicas', label: 'Replicas', type: 'list', default: '3', properties: { options: ['1', '2', '3', '4', '6'].map((v) => ({ label: v, value: v })) } }],
        actions: [{ name: 'scale', exec: { script: 'kubectl scale deployment/{{.config.name}} --replicas={{.params.replicas}}' } }],
      },
    },
    {
      name: 'diagnose-http-check', title: 'Diagnose HTTP check', icon: 'http', category: 'Health', description: 'Fetch the endpoint with verbose timing',
      spec: {
        description: 'Fetch the endpoint with verbose timing', checks: [{ types: ['http'] }],
        actions: [{ name: 'curl', exec: { script: 'curl -sS -o /dev/null -w "%{http_code} %{time_total}s\\n" {{.check.endpoint}}' } }],
      },
    },
    {
      name: 'notify-owning-team', title: 'Notify owning team', icon: 'slack', category: 'Communication', description: 'Post to the team channel',
      spec: {
        description: 'Post to the team channel', components: [{ types: ['Service'] }],
        parameters: [{ name: 'message', label: 'Message', type: 'text', properties: { multiline: 'true' } }],
        actions: [{ name: 'slack', notification: { connection: 'connection://default/slack-sre', title: 'Attention needed', message: '{{.params.message}}' } }],
      },
    },
  ];
  await insertRows(
    db,
    'playbooks',
    { id: 'uuid', namespace: 'text', name: 'text', title: 'text', icon: 'text', category: 'text', description: 'text', spec: 'jsonb', source: 'text', created_by: 'uuid', created_at: 'timestamptz', updated_at: 'timestamptz' },
    playbooks.map((p, i) => ({ id: playbookId(p.name), namespace: 'default', source: 'UI', created_by: createdBy, created_at: before(now, (40 - i) * DAY), updated_at: before(now, (5 + i) * DAY), ...p })),
  );

  const runs: Array<Record<string, unknown>> = [];
  const actions: Array<Record<string, unknown>> = [];
  const statuses = ['completed', 'completed', 'failed', 'completed', 'running', 'completed'];
  statuses.forEach((status, i) => {
    const canary = plan.canaries[i % plan.canaries.length]!;
    const check = plan.checks.find((k) => k.canaryId === canary.id)!;
    const p = playbooks[i % playbooks.length]!;
    const start = now.getTime() - (i * 3 + 1) * HOUR;
    const end = status === 'running' ? null : new Date(start + (20 + i * 7) * 1000).toISOString();
    const runId = seedUuid('playbook-run', i);
    const target = p.spec.checks ? { check_id: check.id } : p.spec.components ? { component_id: serviceComponentId(canary) } : { config_id: deploymentConfigId(canary) };
    runs.push({
      id: runId, playbook_id: playbookId(p.name), status, spec: p.spec, created_by: DEMO_USERS[i % 2]!.id, start_time: new Date(start).toISOString(),
      scheduled_time: new Date(start).toISOString(), end_time: end, parameters: i % 2 ? { reason: 'stuck after deploy' } : {},
      error: status === 'failed' ? 'exit status 1: deployment not found' : null, created_at: new Date(start).toISOString(), ...target,
    });
    actions.push({
      id: seedUuid('playbook-run-action', i), playbook_run_id: runId, name: p.spec.actions[0]!.name,
      status: status === 'failed' ? 'failed' : status === 'running' ? 'running' : 'completed', start_time: new Date(start + 1000).toISOString(),
      scheduled_time: new Date(start).toISOString(), end_time: end,
      result: status === 'failed' ? { stderr: 'Error from server (NotFound)', exitCode: 1 } : { stdout: 'done', exitCode: 0 },
      error: status === 'failed' ? 'exit status 1' : null,
    });
  });
  await insertRows(
    db,
    'playbook_runs',
    {
      id: 'uuid', playbook_id: 'uuid', status: 'text', spec: 'jsonb', created_by: 'uuid', start_time: 'timestamptz', scheduled_time: 'timestamptz',
      end_time: 'timestamptz', parameters: 'jsonb', error: 'text', check_id: 'uuid', component_id: 'uuid', config_id: 'uuid', created_at: 'timestamptz',
    },
    runs,
  );
  await insertRows(
    db,
    'playbook_run_actions',
    { id: 'uuid', playbook_run_id: 'uuid', name: 'text', status: 'text', start_time: 'timestamptz', scheduled_time: 'timestamptz', end_time: 'timestamptz', result: 'jsonb', error: 'text' },
    actions,
  );
}

/**
 * Permission rows of every kind the editor shows (global object, component, connection, playbook; person, team and
 * role subjects; a deny; a time-limited one). None names a demo user or a team a demo user is in.
 */
async function seedPermissions(db: Queryable, plan: CheckPlan, now: Date, createdBy: string): Promise<void> {
  const payments = plan.canaries.find((c) => c.namespace === 'payments') ?? plan.canaries[0]!;
  const priya = personId('priya.shah@example.com');
  const rows = [
    { subject_type: 'person', subject: priya, person_id: priya, object: 'canaries', action: 'create,read,update,delete', description: 'Priya maintains the payment canaries' },
    { subject_type: 'team', subject: teamId('Platform'), team_id: teamId('Platform'), playbook_id: playbookId('restart-deployment'), action: 'playbook:run', description: 'Platform may restart deployments' },
    { subject_type: 'team', subject: teamId('Data'), team_id: teamId('Data'), connection_id: connectionId('postgres-main'), action: 'read', description: 'Data team reads the main database connection' },
    { subject_type: 'team', subject: teamId('Payments SRE'), team_id: teamId('Payments SRE'), component_id: serviceComponentId(payments), action: 'read,update', description: 'Payments SRE owns its services' },
    { subject_type: 'group', subject: 'editor', object: 'rbac', action: 'delete', deny: true, description: 'Editors never delete role bindings' },
    { subject_type: 'person', subject: personId('diego.alvarez@example.com'), person_id: personId('diego.alvarez@example.com'), object: 'connection', action: 'read', until: before(now, -7 * DAY), description: 'Temporary access during the migration' },
  ];
  await insertRows(
    db,
    'permissions',
    {
      id: 'uuid', name: 'text', subject_type: 'text', subject: 'text', person_id: 'uuid', team_id: 'uuid', object: 'text', playbook_id: 'uuid',
      connection_id: 'uuid', component_id: 'uuid', action: 'text', deny: 'boolean', until: 'timestamptz', description: 'text', source: 'text',
      created_by: 'uuid', created_at: 'timestamptz', updated_at: 'timestamptz',
    },
    rows.map((r, i) => ({ id: seedUuid('permission', i), name: `demo-permission-${i + 1}`, deny: false, source: 'UI', created_by: createdBy, created_at: before(now, (20 - i) * DAY), updated_at: before(now, (20 - i) * DAY), ...r })),
  );
}

/** 24 h of job runs: canary runs, a topology, two config scrapers and the system jobs the scheduler also records. */
async function seedJobHistory(db: Queryable, plan: CheckPlan, now: Date): Promise<void> {
  const rows: Array<Record<string, unknown>> = [];
  const add = (name: string, resourceType: string, resourceId: string, everyMinutes: number, details: (failed: boolean) => object, counts: () => number) => {
    const random = seededRandom(`jobs:${name}:${resourceId}`);
    for (let t = now.getTime() - DAY + everyMinutes * MINUTE; t < now.getTime(); t += everyMinutes * MINUTE) {
      const roll = random();
      const status = roll < 0.04 ? 'FAILED' : roll < 0.1 ? 'WARNING' : 'SUCCESS';
      const duration = Math.round(200 + random() * 4_000);
      rows.push({
        id: seedUuid('job', name, resourceId, t), name, resource_type: resourceType, resource_id: resourceId, status,
        success_count: counts(), error_count: status === 'SUCCESS' ? 0 : 1 + Math.floor(random() * 3), duration_millis: duration,
        hostname: 'opsdeck-0', details: details(status !== 'SUCCESS'), time_start: new Date(t).toISOString(),
        time_end: new Date(t + duration).toISOString(), created_at: new Date(t).toISOString(),
      });
    }
  };
  for (const canary of plan.canaries.slice(0, 6)) {
    const checks = plan.checks.filter((k) => k.canaryId === canary.id).length;
    add('CanaryRun', 'canary', canary.id, 30, (failed) => (failed ? { errors: [`${canary.name}: 1 check timed out`] } : {}), () => checks);
  }
  add('TopologyRun', 'topology', topologyId(), 15, (failed) => ({ summary: { components: plan.canaries.length }, ...(failed ? { errors: ['lookup of Kubernetes::Cluster returned no items'] } : {}) }), () => plan.canaries.length);
  for (const [scraper, type] of [[KUBERNETES_SCRAPER, 'Kubernetes::Deployment'], [AWS_SCRAPER, 'AWS::RDS::DBInstance']] as const) {
    add('ConfigScraper', 'config_scraper', scraper, 30, (failed) => ({
      scrape_summary: { [type]: { added: 0, updated: 3, unchanged: plan.canaries.length } },
      ...(failed ? { errors: ['rate limited by the API server, retrying'] } : {}),
    }), () => plan.canaries.length);
  }
  add('CleanupCheckStatuses', 'system', 'check_statuses', 60, () => ({}), () => 0);
  await insertRows(
    db,
    'job_history',
    {
      id: 'uuid', name: 'text', resource_type: 'text', resource_id: 'text', status: 'text', success_count: 'integer', error_count: 'integer',
      duration_millis: 'integer', hostname: 'text', details: 'jsonb', time_start: 'timestamptz', time_end: 'timestamptz', created_at: 'timestamptz',
    },
    rows,
  );
}
