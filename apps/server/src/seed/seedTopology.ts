import type { Queryable } from '../db/queryable';
import { insertRows } from './bulkInsert';
import type { CheckPlan, PlannedCanary } from './seedChecks';
import { DAY, HOUR, MINUTE, before, pick, seedUuid, seededRandom } from './seedIds';

/** Ids other seed modules link to (incident evidence, permissions, playbook runs). */
export const topologyId = () => seedUuid('topology', 'platform');
export const serviceComponentId = (canary: PlannedCanary) => seedUuid('component', 'service', canary.id);
export const deploymentConfigId = (canary: PlannedCanary) => seedUuid('config', 'deployment', canary.id);
export const KUBERNETES_SCRAPER = seedUuid('scraper', 'kubernetes');
export const AWS_SCRAPER = seedUuid('scraper', 'aws');

const clusterName = (c: PlannedCanary) => `${c.env}-${c.region}`;

/**
 * A topology (cluster > namespace > service component per canary), the config catalog behind it (clusters,
 * namespaces, a deployment per canary, databases and buckets), a few changes and analyses, and the links from each
 * check to its service component and deployment.
 */
export async function seedTopology(db: Queryable, plan: CheckPlan, now: Date, createdBy: string): Promise<void> {
  const created = before(now, 120 * DAY);
  const clusters = new Map<string, PlannedCanary>();
  const namespaces = new Map<string, PlannedCanary>();
  for (const c of plan.canaries) {
    if (!clusters.has(clusterName(c))) clusters.set(clusterName(c), c);
    const ns = `${clusterName(c)}/${c.namespace}`;
    if (!namespaces.has(ns)) namespaces.set(ns, c);
  }

  // Config catalog ---------------------------------------------------------------------------------------------------
  const configs: Array<Record<string, unknown>> = [];
  for (const [name, c] of clusters) {
    configs.push({
      id: seedUuid('config', 'cluster', name), scraper_id: KUBERNETES_SCRAPER, config_class: 'Cluster', type: 'Kubernetes::Cluster',
      name, status: 'Running', health: 'healthy', ready: true, external_id: [`cluster/${name}`], source: 'kubernetes',
      labels: { env: c.env, region: c.region }, tags: { cluster: name, region: c.region },
      config: { apiVersion: 'v1', kind: 'Cluster', metadata: { name }, spec: { version: 'v1.31.4' } }, created_at: created,
    });
  }
  for (const [key, c] of namespaces) {
    configs.push({
      id: seedUuid('config', 'namespace', key), scraper_id: KUBERNETES_SCRAPER, config_class: 'Namespace',
      type: 'Kubernetes::Namespace', name: c.namespace, namespace: c.namespace, status: 'Active', health: 'healthy', ready: true,
      external_id: [`namespace/${key}`], source: 'kubernetes', parent_id: seedUuid('config', 'cluster', clusterName(c)),
      labels: { env: c.env }, tags: { cluster: clusterName(c) }, config: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: c.namespace } },
      created_at: created,
    });
  }
  for (const c of plan.canaries) {
    const random = seededRandom(`deployment:${c.id}`);
    const replicas = 1 + Math.floor(random() * 4);
    configs.push({
      id: deploymentConfigId(c), scraper_id: KUBERNETES_SCRAPER, config_class: 'Deployment', type: 'Kubernetes::Deployment',
      name: c.service.name, namespace: c.namespace, status: 'Running', health: 'healthy', ready: true,
      external_id: [`deployment/${clusterName(c)}/${c.namespace}/${c.name}`], source: 'kubernetes',
      parent_id: seedUuid('config', 'namespace', `${clusterName(c)}/${c.namespace}`), labels: c.labels,
      tags: { cluster: clusterName(c), namespace: c.namespace },
      config: {
        apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: c.service.name, namespace: c.namespace, labels: c.labels },
        spec: { replicas, template: { spec: { containers: [{ name: c.service.name, image: `registry.example.internal/${c.namespace}/${c.service.name}:1.${Math.floor(random() * 40)}.${Math.floor(random() * 10)}` }] } } },
      },
      cost_per_minute: round4(0.0004 * replicas), cost_total_1d: round4(0.58 * replicas), cost_total_7d: round4(4.06 * replicas),
      cost_total_30d: round4(17.4 * replicas), created_at: before(now, (30 + Math.floor(random() * 60)) * DAY),
    });
    if (c.service.kind === 'database' && c.env === 'prod') {
      configs.push({
        id: seedUuid('config', 'rds', c.id), scraper_id: AWS_SCRAPER, config_class: 'Database', type: 'AWS::RDS::DBInstance',
        name: `${c.service.name}-${c.region}`, status: 'available', health: 'healthy', ready: true, external_id: [`arn:aws:rds:${c.region}:000000000000:db:${c.name}`],
        source: 'aws', labels: { env: c.env }, tags: { region: c.region, account: 'prod' },
        config: { DBInstanceClass: 'db.r6g.large', Engine: 'postgres', EngineVersion: '15.8', MultiAZ: true }, created_at: created,
      });
    }
    if (c.service.kind === 'edge' && c.env === 'prod') {
      configs.push({
        id: seedUuid('config', 's3', c.id), scraper_id: AWS_SCRAPER, config_class: 'Bucket', type: 'AWS::S3::Bucket',
        name: `opsdeck-${c.service.name}-assets-${c.region}`, status: 'available', health: 'healthy', ready: true,
        external_id: [`arn:aws:s3:::opsdeck-${c.service.name}-assets-${c.region}`], source: 'aws', labels: { env: c.env },
        tags: { region: c.region, account: 'prod' }, config: { Versioning: 'Enabled', Encryption: 'aws:kms' }, created_at: created,
      });
    }
  }
  await insertRows(
    db,
    'config_items',
    {
      id: 'uuid', scraper_id: 'uuid', config_class: 'text', type: 'text', name: 'text', namespace: 'text', status: 'text',
      health: 'text', ready: 'boolean', external_id: 'text[]', source: 'text', parent_id: 'uuid', labels: 'jsonb', tags: 'jsonb',
      config: 'jsonb', cost_per_minute: 'numeric', cost_total_1d: 'numeric', cost_total_7d: 'numeric', cost_total_30d: 'numeric',
      created_at: 'timestamptz',
    },
    configs,
  );
  await seedConfigHistory(db, plan, now);

  // Topology -------------------------------------------------------------------------------------------------------
  await insertRows(
    db,
    'topologies',
    { id: 'uuid', name: 'text', namespace: 'text', labels: 'jsonb', source: 'text', spec: 'jsonb', schedule: 'text', created_by: 'uuid', created_at: 'timestamptz' },
    [{
      id: topologyId(), name: 'platform', namespace: 'default', labels: { owner: 'platform' }, source: 'UI', schedule: '@every 5m',
      spec: { schedule: '@every 5m', icon: 'kubernetes', components: [{ name: 'clusters', lookup: { configs: [{ types: ['Kubernetes::Cluster'] }] } }] },
      created_by: createdBy, created_at: created,
    }],
  );
  const components: Array<Record<string, unknown>> = [];
  for (const [name, c] of clusters) {
    components.push({
      id: seedUuid('component', 'cluster', name), topology_id: topologyId(), external_id: `cluster/${name}`, name, type: 'KubernetesCluster',
      icon: 'kubernetes', labels: { env: c.env, region: c.region }, config_id: seedUuid('config', 'cluster', name), created_at: created,
    });
  }
  for (const [key, c] of namespaces) {
    components.push({
      id: seedUuid('component', 'namespace', key), topology_id: topologyId(), external_id: `namespace/${key}`, name: c.namespace,
      namespace: c.namespace, type: 'Namespace', icon: 'namespace', parent_id: seedUuid('component', 'cluster', clusterName(c)),
      labels: { env: c.env }, config_id: seedUuid('config', 'namespace', key), created_at: created,
    });
  }
  for (const c of plan.canaries) {
    components.push({
      id: serviceComponentId(c), topology_id: topologyId(), external_id: `service/${c.name}`, name: c.service.name, text: c.name,
      namespace: c.namespace, type: 'Service', icon: c.service.kind === 'database' ? 'database' : 'service', owner: c.service.team,
      parent_id: seedUuid('component', 'namespace', `${clusterName(c)}/${c.namespace}`), labels: c.labels,
      config_id: deploymentConfigId(c), is_leaf: true, properties: [{ name: 'Host', text: c.host }, { name: 'Team', text: c.service.team }],
      created_at: created,
    });
  }
  await insertRows(
    db,
    'components',
    {
      id: 'uuid', topology_id: 'uuid', external_id: 'text', name: 'text', text: 'text', namespace: 'text', type: 'text', icon: 'text',
      owner: 'text', parent_id: 'uuid', labels: 'jsonb', config_id: 'uuid', is_leaf: 'boolean', properties: 'jsonb', created_at: 'timestamptz',
    },
    components,
  );

  // Links from checks, then health rolled up from the checks to services, namespaces and clusters.
  const checkIds = plan.checks.map((k) => k.id);
  const byId = new Map(plan.canaries.map((c) => [c.id, c]));
  await insertRows(
    db,
    'check_component_relationships',
    { component_id: 'uuid', check_id: 'uuid', canary_id: 'uuid', selector_id: 'text' },
    plan.checks.map((k) => ({ component_id: serviceComponentId(byId.get(k.canaryId)!), check_id: k.id, canary_id: k.canaryId, selector_id: 'labels' })),
  );
  await insertRows(
    db,
    'check_config_relationships',
    { config_id: 'uuid', check_id: 'uuid', canary_id: 'uuid', selector_id: 'text' },
    plan.checks.map((k) => ({ config_id: deploymentConfigId(byId.get(k.canaryId)!), check_id: k.id, canary_id: k.canaryId, selector_id: 'labels' })),
  );
  await db.query(
    `UPDATE components co SET status = w.status, health = w.status, status_reason = w.reason
       FROM (SELECT r.component_id,
                    CASE WHEN bool_or(c.status = 'unhealthy' AND c.severity = 'critical') THEN 'unhealthy'
                         WHEN bool_or(c.status = 'unhealthy') THEN 'warning' ELSE 'healthy' END AS status,
                    nullif(count(*) FILTER (WHERE c.status = 'unhealthy'), 0) || ' failing check(s)' AS reason
               FROM check_component_relationships r JOIN checks c ON c.id = r.check_id
              WHERE r.check_id = ANY($1::uuid[])
              GROUP BY r.component_id) w
      WHERE co.id = w.component_id`,
    [checkIds],
  );
  for (const level of ['Namespace', 'KubernetesCluster']) {
    await db.query(
      `UPDATE components p SET status = w.status, health = w.status
         FROM (SELECT parent_id,
                      CASE WHEN bool_or(status = 'unhealthy') THEN 'unhealthy'
                           WHEN bool_or(status = 'warning') THEN 'warning' ELSE 'healthy' END AS status
                 FROM components WHERE topology_id = $1 GROUP BY parent_id) w
        WHERE p.id = w.parent_id AND p.type = $2`,
      [topologyId(), level],
    );
  }
  await db.query(
    `UPDATE config_items ci SET health = co.status
       FROM components co WHERE co.config_id = ci.id AND co.topology_id = $1 AND ci.type = 'Kubernetes::Deployment'`,
    [topologyId()],
  );
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** Changes and analyses on about a quarter and an eighth of the deployments. */
async function seedConfigHistory(db: Queryable, plan: CheckPlan, now: Date): Promise<void> {
  const changes: Array<Record<string, unknown>> = [];
  const analyses: Array<Record<string, unknown>> = [];
  plan.canaries.forEach((c, i) => {
    const random = seededRandom(`config-history:${c.id}`);
    const configId = deploymentConfigId(c);
    if (i % 4 === 0) {
      const count = 1 + Math.floor(random() * 3);
      for (let n = 0; n < count; n++) {
        const kind = pick(random, ['diff', 'ScalingReplicaSet', 'Pulled', 'BackOff'] as const);
        const minor = 10 + Math.floor(random() * 30);
        changes.push({
          id: seedUuid('config-change', c.id, n), config_id: configId, change_type: kind, external_created_by: pick(random, ['argocd', 'kubectl', 'flux']),
          severity: kind === 'BackOff' ? 'high' : 'info', source: 'kubernetes',
          summary: kind === 'diff' ? `image bumped to 1.${minor}.0` : kind === 'ScalingReplicaSet' ? 'scaled from 2 to 3 replicas' : kind === 'Pulled' ? 'pulled a new image' : 'back-off restarting a failed container',
          diff: kind === 'diff' ? `-        image: ${c.service.name}:1.${minor - 1}.0\n+        image: ${c.service.name}:1.${minor}.0` : null,
          details: { reason: kind }, created_at: before(now, Math.floor(random() * 3 * DAY) + 10 * MINUTE),
        });
      }
    }
    if (i % 8 === 3) {
      analyses.push({
        id: seedUuid('config-analysis', c.id), config_id: configId, scraper_id: KUBERNETES_SCRAPER,
        analyzer: pick(random, ['missing-resource-limits', 'privileged-container', 'latest-image-tag']), analysis_type: pick(random, ['reliability', 'security']),
        severity: pick(random, ['low', 'medium', 'high']), status: 'open', source: 'kubernetes', message: 'Found by the configuration analyzer',
        summary: `${c.service.name} in ${c.namespace}`, analysis: { container: c.service.name }, first_observed: before(now, 5 * DAY), last_observed: before(now, 2 * HOUR),
      });
    }
  });
  await insertRows(
    db,
    'config_changes',
    { id: 'uuid', config_id: 'uuid', change_type: 'text', external_created_by: 'text', severity: 'text', source: 'text', summary: 'text', diff: 'text', details: 'jsonb', created_at: 'timestamptz' },
    changes,
  );
  await insertRows(
    db,
    'config_analysis',
    {
      id: 'uuid', config_id: 'uuid', scraper_id: 'uuid', analyzer: 'text', analysis_type: 'text', severity: 'text', status: 'text', source: 'text',
      message: 'text', summary: 'text', analysis: 'jsonb', first_observed: 'timestamptz', last_observed: 'timestamptz',
    },
    analyses,
  );
}
