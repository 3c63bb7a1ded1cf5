import type { Database } from '../db/database';
import type { TestUser } from '../../test/helpers';

/**
 * A small, linked dataset for the /api/db tests (the test database starts empty): a canary with checks and
 * history, a component and a config linked to a check, an incident with hypotheses, evidence, comments and a
 * responder, connections with secrets, and permissions. Test-only: nothing in the product imports it.
 */

export interface DbRestFixture {
  canaryId: string;
  checkIds: string[];
  componentId: string;
  configId: string;
  incidentId: string;
  rootHypothesisId: string;
  teamId: string;
  responderId: string;
  connectionId: string;
  refConnectionId: string;
  now: Date;
}

async function one<T = { id: string }>(db: Database, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.pool.query(sql, params);
  return rows[0] as T;
}

export async function seedDbRestFixture(db: Database, author: TestUser, checkCount = 12): Promise<DbRestFixture> {
  const now = new Date();
  const canary = await one(db, `INSERT INTO canaries (name, namespace, spec, labels) VALUES ('api-canary', 'prod', '{"http":[]}', '{"team":"core"}') RETURNING id`);
  const checkIds: string[] = [];
  for (let i = 0; i < checkCount; i++) {
    const check = await one(
      db,
      `INSERT INTO checks (canary_id, type, name, status, labels, severity) VALUES ($1, 'http', $2, $3, $4, $5) RETURNING id`,
      [canary.id, `check-${String(i).padStart(2, '0')}`, i % 3 === 0 ? 'unhealthy' : 'healthy', JSON.stringify({ app: i % 2 ? 'web' : 'db', tier: String(i % 3) }), i % 2 ? 'high' : null],
    );
    checkIds.push(check.id);
  }
  // 120 minutes of history for the first check: 1 a minute, every 5th failing.
  await db.pool.query(
    `INSERT INTO check_statuses (check_id, time, status, duration, message)
     SELECT $1, $2::timestamptz - make_interval(mins => g), g % 5 <> 0, 100 + g, 'run ' || g FROM generate_series(0, 119) g`,
    [checkIds[0], now.toISOString()],
  );
  const config = await one(db, `INSERT INTO config_items (config_class, type, name, tags) VALUES ('Deployment', 'Kubernetes::Deployment', 'api', '{"env":"prod"}') RETURNING id`);
  const component = await one(db, `INSERT INTO components (external_id, name, icon, type) VALUES ('api-comp', 'API', 'server', 'service') RETURNING id`);
  await db.pool.query('INSERT INTO check_component_relationships (component_id, check_id, canary_id) VALUES ($1, $2, $3)', [component.id, checkIds[0], canary.id]);
  await db.pool.query('INSERT INTO check_config_relationships (config_id, check_id, canary_id) VALUES ($1, $2, $3)', [config.id, checkIds[0], canary.id]);

  const team = await one(db, `INSERT INTO teams (name, created_by) VALUES ('SRE', $1) RETURNING id`, [author.id]);
  const incident = await one(
    db,
    `INSERT INTO incidents (title, created_by, commander_id, severity, status) VALUES ('API latency spike', $1, $1, 'high', 'open') RETURNING id`,
    [author.id],
  );
  await db.pool.query(`INSERT INTO incidents (title, created_by, severity) VALUES ('Disk full on db-1', $1, 'low'), ('Certificate expiry', $1, 'medium')`, [author.id]);
  const root = await one(db, `INSERT INTO hypotheses (incident_id, created_by, type, title) VALUES ($1, $2, 'root', 'API latency spike') RETURNING id`, [incident.id, author.id]);
  await db.pool.query(`INSERT INTO hypotheses (incident_id, created_by, type, title, parent_id) VALUES ($1, $2, 'factor', 'Slow queries', $3)`, [incident.id, author.id, root.id]);
  await db.pool.query(`INSERT INTO evidences (hypothesis_id, created_by, type, description, check_id) VALUES ($1, $2, 'check', 'Latency check failing', $3)`, [root.id, author.id, checkIds[0]]);
  const responder = await one(db, `INSERT INTO responders (incident_id, type, team_id, created_by) VALUES ($1, 'team', $2, $3) RETURNING id`, [incident.id, team.id, author.id]);
  await db.pool.query(`INSERT INTO comments (incident_id, hypothesis_id, responder_id, created_by, comment) VALUES ($1, $2, $3, $4, 'Looking into it')`, [incident.id, root.id, responder.id, author.id]);

  const connection = await one(
    db,
    `INSERT INTO connections (name, type, url, username, password, certificate, created_by) VALUES ('pg-main', 'postgres', 'postgres://db', 'dbuser', 's3cret', 'CERTDATA', $1) RETURNING id`,
    [author.id],
  );
  const refConnection = await one(
    db,
    `INSERT INTO connections (name, type, username, password) VALUES ('slack-alerts', 'slack', 'secret://slack/user', 'secret://slack/token') RETURNING id`,
  );
  await db.pool.query(
    `INSERT INTO permissions (action, object, subject, subject_type, created_by, source) VALUES
       ('read', 'canaries', 'viewer', 'group', $1, 'UI'),
       ('mcp:run', 'mcp', 'editor', 'group', $1, 'interactive_settings')`,
    [author.id],
  );
  return {
    canaryId: canary.id,
    checkIds,
    componentId: component.id,
    configId: config.id,
    incidentId: incident.id,
    rootHypothesisId: root.id,
    teamId: team.id,
    responderId: responder.id,
    connectionId: connection.id,
    refConnectionId: refConnection.id,
    now,
  };
}
