import type { Queryable } from '../db/queryable';
import { insertRows } from './bulkInsert';
import { DEMO_USERS } from './demoUsers';
import type { CheckPlan, PlannedCheck } from './seedChecks';
import { personId, teamId } from './seedPeople';
import { HOUR, MINUTE, seedUuid } from './seedIds';
import { deploymentConfigId, serviceComponentId } from './seedTopology';

interface HypothesisPlan {
  type: 'root' | 'factor' | 'solution';
  title: string;
  status: string;
}

interface IncidentPlan {
  title: string;
  description: string;
  severity: string;
  type: string;
  status: string;
  startedHoursAgo: number;
  /** The check the incident is about: the first one named so, or any seeded check. */
  checkName: string;
  team: string;
  hypotheses: [HypothesisPlan, HypothesisPlan, HypothesisPlan];
  comments: string[];
  log: string[];
}

const INCIDENTS: IncidentPlan[] = [
  {
    title: 'Elevated 5xx on payments-api', description: 'Card payments fail for about 4 % of requests in eu-west-1.', severity: 'critical',
    type: 'availability', status: 'investigating', startedHoursAgo: 3, checkName: 'payments-api/healthz', team: 'Payments SRE',
    hypotheses: [
      { type: 'root', title: 'Database connection pool exhausted', status: 'likely' },
      { type: 'factor', title: 'Traffic spike after the marketing e-mail', status: 'possible' },
      { type: 'solution', title: 'Raise the pool size and put PgBouncer in front', status: 'possible' },
    ],
    comments: ['Pool saturation matches the error spikes on the dashboard.', 'Scaling payments-api to 6 replicas as a stop-gap.'],
    log: ['ERROR pq: sorry, too many clients already', 'WARN request failed with 503 after 2.1s'],
  },
  {
    title: 'Checkout latency regression after release 1.31', description: 'p95 of checkout went from 300 ms to 1.4 s after the deploy.',
    severity: 'high', type: 'performance', status: 'mitigated', startedHoursAgo: 20, checkName: 'checkout-web/api', team: 'Payments SRE',
    hypotheses: [
      { type: 'root', title: 'N+1 query in the new promotions lookup', status: 'proven' },
      { type: 'factor', title: 'Cache warm-up skipped by the new init container', status: 'unlikely' },
      { type: 'solution', title: 'Roll back to 1.30 and batch the lookup', status: 'proven' },
    ],
    comments: ['Rolled back at 14:05; latency is back to normal.'],
    log: ['WARN slow query: SELECT * FROM promotions WHERE sku = $1 (412 ms)'],
  },
  {
    title: 'DNS resolution failures in ap-southeast-2', description: 'Intermittent SERVFAIL for internal names from the agent.',
    severity: 'medium', type: 'availability', status: 'resolved', startedHoursAgo: 30, checkName: 'public-dns/dns', team: 'Platform',
    hypotheses: [
      { type: 'root', title: 'Resolver pods evicted by memory pressure', status: 'proven' },
      { type: 'factor', title: 'Node pool downsized on Friday', status: 'likely' },
      { type: 'solution', title: 'Give CoreDNS a PodDisruptionBudget and higher requests', status: 'proven' },
    ],
    comments: ['CoreDNS back to 3 replicas; no SERVFAIL since.'],
    log: ['[ERROR] plugin/errors: 2 internal.example. A: read udp: i/o timeout'],
  },
  {
    title: 'Search indexer consumer lag', description: 'Indexing is 40 minutes behind; search results are stale.', severity: 'low',
    type: 'reliability', status: 'open', startedHoursAgo: 2, checkName: 'indexer/queue-lag', team: 'Platform',
    hypotheses: [
      { type: 'root', title: 'Re-index job competing for the same partitions', status: 'possible' },
      { type: 'factor', title: 'Kafka broker rebalancing', status: 'improbable' },
      { type: 'solution', title: 'Move the re-index to its own consumer group', status: 'possible' },
    ],
    comments: ['Lag is shrinking slowly, keeping it open for now.'],
    log: ['WARN consumer group search-indexer lag=48211'],
  },
  {
    title: 'Expired certificate on sso-gateway', description: 'Browsers refused the SSO login page for 25 minutes.', severity: 'blocker',
    type: 'security', status: 'closed', startedHoursAgo: 22, checkName: 'sso-gateway/healthz', team: 'Identity',
    hypotheses: [
      { type: 'root', title: 'cert-manager could not renew: DNS-01 challenge failed', status: 'proven' },
      { type: 'factor', title: 'API token of the DNS provider rotated without updating the secret', status: 'proven' },
      { type: 'solution', title: 'Update the secret and alert 14 days before expiry', status: 'proven' },
    ],
    comments: ['Certificate renewed, post-mortem scheduled.', 'Added an expiry alert at 14 days.'],
    log: ['x509: certificate has expired or is not yet valid'],
  },
];

const userId = (role: string) => DEMO_USERS.find((u) => u.role === role)!.id;

function checkFor(plan: CheckPlan, name: string, index: number): PlannedCheck {
  return plan.checks.find((k) => k.name === name) ?? plan.checks[(index * 7) % plan.checks.length]!;
}

/** A few incidents, each with a chain of hypotheses, evidence on checks, configs and components, comments and responders. */
export async function seedIncidents(db: Queryable, plan: CheckPlan, now: Date): Promise<void> {
  const rows = { incidents: [] as object[], hypotheses: [] as object[], evidences: [] as object[], comments: [] as object[], responders: [] as object[], histories: [] as object[] };
  const commander = userId('commander');
  const responder = userId('responder');
  INCIDENTS.forEach((incident, i) => {
    const id = seedUuid('incident', i);
    const check = checkFor(plan, incident.checkName, i);
    const canary = plan.canaries.find((c) => c.id === check.canaryId)!;
    const started = now.getTime() - incident.startedHoursAgo * HOUR;
    const at = (minutes: number) => new Date(started + minutes * MINUTE).toISOString();
    const done = ['resolved', 'closed'].includes(incident.status);
    rows.incidents.push({
      id, title: incident.title, description: incident.description, severity: incident.severity, type: incident.type, status: incident.status,
      created_by: commander, commander_id: commander, communicator_id: commander, created_at: at(0), updated_at: at(50),
      acknowledged: at(4), resolved: done || incident.status === 'mitigated' ? at(55) : null, closed: incident.status === 'closed' ? at(90) : null,
    });
    rows.histories.push({ id: seedUuid('incident-history', i, 'created'), incident_id: id, type: 'incident.created', description: incident.title, created_by: commander, created_at: at(0) });

    let parent: string | null = null;
    incident.hypotheses.forEach((h, n) => {
      const hypothesisId = seedUuid('hypothesis', i, n);
      rows.hypotheses.push({ id: hypothesisId, incident_id: id, parent_id: parent, type: h.type, title: h.title, status: h.status, created_by: n === 0 ? commander : responder, owner: responder, created_at: at(10 + n * 5), updated_at: at(12 + n * 5) });
      rows.histories.push({ id: seedUuid('incident-history', i, 'hypothesis', n), incident_id: id, type: 'hypothesis.created', description: h.title, hypothesis_id: hypothesisId, created_by: commander, created_at: at(10 + n * 5) });
      parent = hypothesisId;
    });
    const root = seedUuid('hypothesis', i, 0);
    const evidences = [
      { type: 'check', description: `Status history of ${check.name}`, check_id: check.id, evidence: { check_id: check.id, includeMessages: true, start: '1h' } },
      { type: 'config', description: `Deployment ${canary.service.name}`, config_id: deploymentConfigId(canary), evidence: { lines: [] } },
      { type: 'topology', description: `Service ${canary.name}`, component_id: serviceComponentId(canary), evidence: { includeHealth: true } },
      { type: 'log', description: 'Application logs', evidence: { lines: incident.log.map((message, n) => ({ timestamp: at(8 + n), message })) } },
    ];
    evidences.forEach((e, n) => {
      const evidenceId = seedUuid('evidence', i, n);
      rows.evidences.push({ id: evidenceId, hypothesis_id: root, created_by: responder, definition_of_done: n === 0, done: done && n === 0, factor: n === 1, created_at: at(15 + n), updated_at: at(15 + n), ...e });
      rows.histories.push({ id: seedUuid('incident-history', i, 'evidence', n), incident_id: id, type: 'evidence.created', description: e.description, evidence_id: evidenceId, created_by: responder, created_at: at(15 + n) });
    });
    const responderRows = [
      { type: 'person', person_id: responder },
      { type: 'team', team_id: teamId(incident.team) },
      { type: 'person', person_id: personId(i % 2 ? 'mei.lin@example.com' : 'priya.shah@example.com') },
    ];
    responderRows.forEach((r, n) => {
      const responderId = seedUuid('responder', i, n);
      rows.responders.push({ id: responderId, incident_id: id, index: n, created_by: commander, acknowledged: at(6 + n), created_at: at(5 + n), updated_at: at(6 + n), ...r });
      rows.histories.push({ id: seedUuid('incident-history', i, 'responder', n), incident_id: id, type: 'responder.created', responder_id: responderId, created_by: commander, created_at: at(5 + n) });
    });
    incident.comments.forEach((comment, n) => {
      const commentId = seedUuid('comment', i, n);
      rows.comments.push({ id: commentId, incident_id: id, comment, created_by: n % 2 ? commander : responder, created_at: at(30 + n * 10), updated_at: at(30 + n * 10) });
      rows.histories.push({ id: seedUuid('incident-history', i, 'comment', n), incident_id: id, type: 'comment.created', comment_id: commentId, created_by: n % 2 ? commander : responder, created_at: at(30 + n * 10) });
    });
    if (incident.status !== 'open') {
      rows.histories.push({ id: seedUuid('incident-history', i, 'status'), incident_id: id, type: 'incident.status_updated', description: `open -> ${incident.status}`, created_by: commander, created_at: at(55) });
    }
  });

  const stamps = { created_at: 'timestamptz', updated_at: 'timestamptz' };
  await insertRows(db, 'incidents', {
    id: 'uuid', title: 'text', description: 'text', severity: 'text', type: 'text', status: 'text', created_by: 'uuid', commander_id: 'uuid',
    communicator_id: 'uuid', acknowledged: 'timestamptz', resolved: 'timestamptz', closed: 'timestamptz', ...stamps,
  }, rows.incidents as Array<Record<string, unknown>>);
  await insertRows(db, 'hypotheses', {
    id: 'uuid', incident_id: 'uuid', parent_id: 'uuid', type: 'text', title: 'text', status: 'text', created_by: 'uuid', owner: 'uuid', ...stamps,
  }, rows.hypotheses as Array<Record<string, unknown>>);
  await insertRows(db, 'evidences', {
    id: 'uuid', hypothesis_id: 'uuid', type: 'text', description: 'text', check_id: 'uuid', config_id: 'uuid', component_id: 'uuid', evidence: 'jsonb',
    definition_of_done: 'boolean', done: 'boolean', factor: 'boolean', created_by: 'uuid', ...stamps,
  }, rows.evidences as Array<Record<string, unknown>>);
  await insertRows(db, 'responders', {
    id: 'uuid', incident_id: 'uuid', type: 'text', index: 'smallint', person_id: 'uuid', team_id: 'uuid', acknowledged: 'timestamptz', created_by: 'uuid', ...stamps,
  }, rows.responders as Array<Record<string, unknown>>);
  await insertRows(db, 'comments', { id: 'uuid', incident_id: 'uuid', comment: 'text', created_by: 'uuid', ...stamps }, rows.comments as Array<Record<string, unknown>>);
  await insertRows(db, 'incident_histories', {
    id: 'uuid', incident_id: 'uuid', type: 'text', description: 'text', hypothesis_id: 'uuid', evidence_id: 'uuid', responder_id: 'uuid',
    comment_id: 'uuid', created_by: 'uuid', created_at: 'timestamptz',
  }, rows.histories as Array<Record<string, unknown>>);
}
