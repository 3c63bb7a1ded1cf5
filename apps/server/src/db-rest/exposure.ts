import type { Resource } from '@opsdeck/api';

/**
 * What /api/db exposes: the whitelist of tables and views, the RBAC area each belongs to, the columns that are
 * masked when read, and the relationships of views (PostgreSQL has no foreign keys on views, so embeds through a
 * view are declared here). Columns and table foreign keys come from the database catalog at start.
 */

export interface ExposedRelation {
  /** The RBAC resource a caller must be allowed to read (GET) or write (POST/PATCH/DELETE). */
  area: Resource;
  /** Tables that are only read through the API even though PostgreSQL could write them. */
  readOnly?: boolean;
}

export const EXPOSED: Readonly<Record<string, ExposedRelation>> = {
  // Health
  canaries: { area: 'canaries' },
  checks: { area: 'canaries' },
  check_statuses: { area: 'canaries' },
  check_summary: { area: 'canaries' },
  check_names: { area: 'canaries' },
  checks_by_component: { area: 'canaries' },
  // Catalog
  config_items: { area: 'catalog' },
  configs: { area: 'catalog' },
  config_changes: { area: 'catalog' },
  config_analysis: { area: 'catalog' },
  check_config_relationships: { area: 'catalog' },
  check_summary_for_config: { area: 'catalog' },
  // Topology
  topologies: { area: 'topologies' },
  components: { area: 'topologies' },
  check_component_relationships: { area: 'topologies' },
  // Incidents
  incidents: { area: 'incident' },
  hypotheses: { area: 'incident' },
  incident_summary: { area: 'incident' },
  incident_histories: { area: 'incident' },
  incidents_by_component: { area: 'incident', readOnly: true },
  incidents_by_config: { area: 'incident', readOnly: true },
  evidences: { area: 'evidences' },
  comments: { area: 'comments' },
  responders: { area: 'responder' },
  // Settings and people
  connections: { area: 'connections' },
  permissions: { area: 'permissions' },
  permissions_summary: { area: 'permissions' },
  permission_subjects: { area: 'permissions', readOnly: true },
  properties: { area: 'feature_flags' },
  people: { area: 'database' },
  people_roles: { area: 'database' },
  teams: { area: 'database' },
  team_members: { area: 'database' },
  agents: { area: 'database' },
  job_history: { area: 'database', readOnly: true },
  // Automation
  playbooks: { area: 'playbooks' },
  playbook_runs: { area: 'playbook_runs' },
  playbook_run_actions: { area: 'playbook_runs' },
  notifications: { area: 'notifications' },
  notification_silences: { area: 'notifications' },
  views: { area: 'views' },
};

/**
 * Never reachable through /api/db, whatever EXPOSED says: credentials, sessions, identity-flow state, role bindings,
 * rate-limit counters, migration bookkeeping and aggregate internals. A test holds EXPOSED to this.
 */
export const NEVER_EXPOSED: readonly string[] = [
  'identities',
  'identity_credentials',
  'sessions',
  'self_service_flows',
  'self_service_errors',
  'access_tokens',
  'rate_limits',
  'casbin_rule',
  'schema_migrations',
  'check_status_summary',
  // Publishing goes through /api/health/publications only, where it is checked and explained.
  'health_publications',
  'published_checks',
];

/**
 * Secret columns: read back as '***' unless the value is a reference to a secret kept elsewhere (the rule of
 * Mission Control's connection_details view); writing '***' back keeps the stored value.
 */
export const MASKED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  connections: ['username', 'password', 'certificate'],
};

/** Values that name where a secret lives rather than holding it: safe to show. */
export const SECRET_REFERENCE_PREFIXES = ['secret://', 'configmap://', 'helm://', 'serviceaccount://'];

export interface DeclaredRelationship {
  name: string;
  from: string;
  fromColumns: string[];
  to: string;
  toColumns: string[];
}

const fk = (from: string, column: string, to: string, name = `${from}_${column}_${to}_fkey`): DeclaredRelationship => ({
  name,
  from,
  fromColumns: [column],
  to,
  toColumns: ['id'],
});

/** Relationships through views, as PostgREST would infer them from the views' base tables. */
export const DECLARED_RELATIONSHIPS: readonly DeclaredRelationship[] = [
  fk('check_summary', 'canary_id', 'canaries'),
  fk('check_summary', 'agent_id', 'agents'),
  fk('check_summary_for_config', 'config_id', 'configs'),
  fk('check_summary_for_config', 'canary_id', 'canaries'),
  fk('check_names', 'canary_id', 'canaries'),
  fk('checks_by_component', 'component_id', 'components'),
  fk('check_config_relationships', 'config_id', 'configs'),
  fk('config_changes', 'config_id', 'configs'),
  fk('config_analysis', 'config_id', 'configs'),
  fk('configs', 'agent_id', 'agents'),
  fk('permissions_summary', 'created_by', 'people'),
  fk('permissions_summary', 'updated_by', 'people'),
  fk('hypotheses', 'incident_id', 'incident_summary'),
  fk('responders', 'incident_id', 'incident_summary'),
  fk('comments', 'incident_id', 'incident_summary'),
];
