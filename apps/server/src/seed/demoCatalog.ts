/**
 * The made-up organisation the demo data describes: namespaces of services, the kinds of checks each kind of service
 * gets, environments, regions, agents, teams and people. Pure data; the seed modules turn it into rows.
 */

export type ServiceKind = 'web' | 'worker' | 'database' | 'cache' | 'edge';

export interface DemoService {
  name: string;
  namespace: string;
  kind: ServiceKind;
  team: string;
}

export interface CheckTemplate {
  suffix: string;
  type: string;
  intervalSeconds: number;
  severity: string;
  description: string;
  /** The address the check probes, from the service's host name. */
  endpoint: (host: string, service: DemoService) => string;
}

const SERVICES_BY_NAMESPACE: Record<string, { team: string; services: Array<[string, ServiceKind]> }> = {
  payments: { team: 'Payments SRE', services: [['payments-api', 'web'], ['ledger', 'database'], ['fraud-scoring', 'worker'], ['payouts', 'worker'], ['billing-web', 'web']] },
  checkout: { team: 'Payments SRE', services: [['cart', 'web'], ['checkout-web', 'web'], ['pricing', 'web'], ['inventory', 'worker'], ['cart-cache', 'cache']] },
  identity: { team: 'Identity', services: [['auth', 'web'], ['sso-gateway', 'web'], ['user-profile', 'web'], ['session-store', 'cache']] },
  search: { team: 'Platform', services: [['search-api', 'web'], ['indexer', 'worker'], ['autocomplete', 'web'], ['search-index', 'database']] },
  platform: { team: 'Platform', services: [['ingress-nginx', 'edge'], ['argocd', 'web'], ['vault', 'web'], ['harbor', 'web']] },
  data: { team: 'Data', services: [['postgres-main', 'database'], ['kafka', 'worker'], ['clickhouse', 'database'], ['etl-scheduler', 'worker'], ['redis-shared', 'cache']] },
  edge: { team: 'Platform', services: [['cdn', 'edge'], ['public-dns', 'edge'], ['status-page', 'web']] },
  monitoring: { team: 'Platform', services: [['prometheus', 'web'], ['alertmanager', 'web'], ['grafana', 'web'], ['loki', 'worker']] },
};

export const NAMESPACES = Object.keys(SERVICES_BY_NAMESPACE);

/** Round-robin over the namespaces (the first service of each, then the second ...): a small seed still spans many. */
export const SERVICES: readonly DemoService[] = (() => {
  const lists = Object.entries(SERVICES_BY_NAMESPACE).map(([namespace, { team, services }]) =>
    services.map(([name, kind]): DemoService => ({ name, namespace, kind, team })),
  );
  const longest = Math.max(...lists.map((l) => l.length));
  return Array.from({ length: longest }, (_, i) => lists.flatMap((l) => (l[i] ? [l[i]] : []))).flat();
})();

export const ENVIRONMENTS = ['prod', 'staging', 'dev'] as const;
export const REGIONS = ['eu-west-1', 'us-east-1', 'ap-southeast-2'] as const;

/** Remote agents by region; about a third of the canaries run on one, the rest on the local (all-zero) agent. */
export const AGENTS = REGIONS.map((region) => ({
  name: `agent-${region}`,
  region,
  hostname: `opsdeck-agent-0.${region}.internal`,
  description: `Runs checks from inside the ${region} network`,
}));

const http = (suffix: string, path: string, severity: string, intervalSeconds: number, description: string): CheckTemplate => ({
  suffix,
  type: 'http',
  intervalSeconds,
  severity,
  description,
  endpoint: (host) => `https://${host}${path}`,
});

const COMMON_TAIL: CheckTemplate[] = [
  { suffix: 'pods', type: 'kubernetes', intervalSeconds: 120, severity: 'high', description: 'All pods of the deployment are ready', endpoint: (_h, s) => `kubernetes://${s.namespace}/deployment/${s.name}` },
  { suffix: 'alerts', type: 'prometheus', intervalSeconds: 300, severity: 'medium', description: 'No firing alerts for the service', endpoint: (_h, s) => `http://prometheus.monitoring:9090/api/v1/query?query=ALERTS{service="${s.name}"}` },
];

export const CHECK_TEMPLATES: Record<ServiceKind, CheckTemplate[]> = {
  web: [
    http('healthz', '/healthz', 'critical', 30, 'Liveness endpoint answers 200'),
    http('ready', '/ready', 'high', 60, 'Readiness endpoint answers 200'),
    http('api', '/api/v1/status', 'high', 60, 'Public API answers within its latency budget'),
    { suffix: 'tcp-443', type: 'tcp', intervalSeconds: 60, severity: 'medium', description: 'TLS port accepts connections', endpoint: (h) => `${h}:443` },
    { suffix: 'dns', type: 'dns', intervalSeconds: 300, severity: 'low', description: 'Host name resolves', endpoint: (h) => `dns://${h}` },
    ...COMMON_TAIL,
  ],
  worker: [
    http('metrics', ':9102/metrics', 'low', 120, 'Metrics endpoint is scraped'),
    { suffix: 'queue-lag', type: 'prometheus', intervalSeconds: 60, severity: 'high', description: 'Consumer lag under 1,000 messages', endpoint: (_h, s) => `http://prometheus.monitoring:9090/api/v1/query?query=lag{service="${s.name}"}` },
    ...COMMON_TAIL,
  ],
  database: [
    { suffix: 'query', type: 'postgres', intervalSeconds: 60, severity: 'critical', description: 'SELECT 1 answers', endpoint: (h) => `postgres://${h}:5432/app` },
    { suffix: 'tcp-5432', type: 'tcp', intervalSeconds: 30, severity: 'high', description: 'Port 5432 accepts connections', endpoint: (h) => `${h}:5432` },
    { suffix: 'backup', type: 'exec', intervalSeconds: 600, severity: 'high', description: 'Last backup is under 26 hours old', endpoint: (_h, s) => `exec://check-backup ${s.name}` },
    { suffix: 'replica-lag', type: 'mysql', intervalSeconds: 120, severity: 'medium', description: 'Replica lag under 30 s', endpoint: (h) => `mysql://${h}:3306/` },
    ...COMMON_TAIL,
  ],
  cache: [
    { suffix: 'ping', type: 'redis', intervalSeconds: 30, severity: 'critical', description: 'PING answers PONG', endpoint: (h) => `redis://${h}:6379` },
    { suffix: 'tcp-6379', type: 'tcp', intervalSeconds: 60, severity: 'medium', description: 'Port 6379 accepts connections', endpoint: (h) => `${h}:6379` },
    COMMON_TAIL[0]!,
  ],
  edge: [
    http('home', '/', 'critical', 30, 'Home page answers 200'),
    { suffix: 'ping', type: 'icmp', intervalSeconds: 60, severity: 'medium', description: 'Edge node answers ICMP echo', endpoint: (h) => `icmp://${h}` },
    { suffix: 'dns', type: 'dns', intervalSeconds: 120, severity: 'high', description: 'Apex record resolves', endpoint: (h) => `dns://${h}` },
    { suffix: 'assets', type: 's3', intervalSeconds: 300, severity: 'low', description: 'Static assets bucket is listable', endpoint: (_h, s) => `s3://opsdeck-${s.name}-assets` },
    { suffix: 'tcp-443', type: 'tcp', intervalSeconds: 60, severity: 'medium', description: 'TLS port accepts connections', endpoint: (h) => `${h}:443` },
  ],
};

/** Icons by check type, as the console's icon set names them. */
export const TYPE_ICONS: Record<string, string> = {
  http: 'http',
  tcp: 'network',
  dns: 'dns',
  icmp: 'icmp',
  postgres: 'postgres',
  mysql: 'mysql',
  redis: 'redis',
  kubernetes: 'kubernetes',
  prometheus: 'prometheus',
  s3: 'aws-s3',
  exec: 'console',
};

export const TEAMS = ['Payments SRE', 'Platform', 'Data', 'Identity', 'Incident Command'] as const;

/** People who are not demo users: they own things, respond to incidents and appear in teams. */
export const PEOPLE: ReadonlyArray<{ name: string; email: string; title: string; team: (typeof TEAMS)[number] }> = [
  { name: 'Priya Shah', email: 'priya.shah@example.com', title: 'Staff SRE', team: 'Payments SRE' },
  { name: 'Tomás Ferreira', email: 'tomas.ferreira@example.com', title: 'SRE', team: 'Payments SRE' },
  { name: 'Mei Lin', email: 'mei.lin@example.com', title: 'Platform engineer', team: 'Platform' },
  { name: 'Jonas Becker', email: 'jonas.becker@example.com', title: 'Platform lead', team: 'Platform' },
  { name: 'Amara Okafor', email: 'amara.okafor@example.com', title: 'Data engineer', team: 'Data' },
  { name: 'Lucas Martin', email: 'lucas.martin@example.com', title: 'DBA', team: 'Data' },
  { name: 'Sofia Rossi', email: 'sofia.rossi@example.com', title: 'Identity engineer', team: 'Identity' },
  { name: 'Kenji Watanabe', email: 'kenji.watanabe@example.com', title: 'Security engineer', team: 'Identity' },
  { name: 'Nora Lindqvist', email: 'nora.lindqvist@example.com', title: 'Engineering manager', team: 'Incident Command' },
  { name: 'Diego Alvarez', email: 'diego.alvarez@example.com', title: 'SRE', team: 'Platform' },
];
