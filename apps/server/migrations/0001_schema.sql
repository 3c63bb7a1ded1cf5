-- Opsdeck schema, version 1. Field names follow Mission Control's (flanksource/duty) so that the SDK also works
-- against a real backend. Everything a process needs to share lives here: sessions, flows, tokens, rate limits.

-- People, teams and role bindings ------------------------------------------------------------------------------
CREATE TABLE people (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  avatar text,
  type text,
  team_id uuid,
  organization text,
  title text,
  email text,
  phone text,
  properties jsonb,
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  last_login timestamptz
);
CREATE UNIQUE INDEX people_email_key ON people (lower(email)) WHERE deleted_at IS NULL;

CREATE TABLE teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  icon text,
  spec jsonb,
  source text DEFAULT 'UI',
  created_by uuid NOT NULL REFERENCES people(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE team_members (
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES people(id) ON DELETE CASCADE,
  source text NOT NULL DEFAULT 'UI',
  PRIMARY KEY (team_id, person_id)
);

-- Role bindings, in the shape Mission Control keeps them (casbin rules: v0 = subject, v1 = role).
CREATE TABLE casbin_rule (
  id bigserial PRIMARY KEY,
  ptype text NOT NULL DEFAULT 'g',
  v0 text NOT NULL,
  v1 text NOT NULL,
  v2 text, v3 text, v4 text, v5 text
);
CREATE UNIQUE INDEX casbin_rule_binding ON casbin_rule (ptype, v0, v1);

-- Identities (self-hosted identity service) ---------------------------------------------------------------------
CREATE TABLE identities (
  id uuid PRIMARY KEY REFERENCES people(id) ON DELETE CASCADE,
  schema_id text NOT NULL DEFAULT 'default',
  traits jsonb NOT NULL,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'inactive')),
  state_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE identity_credentials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identity_id uuid NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
  type text NOT NULL DEFAULT 'password',
  identifier text NOT NULL,
  -- scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>
  hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX identity_credentials_identifier ON identity_credentials (type, lower(identifier));

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- sha256 of the cookie value; the value itself is never stored
  token_hash text NOT NULL UNIQUE,
  identity_id uuid NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
  aal text NOT NULL DEFAULT 'aal1',
  authenticated_at timestamptz NOT NULL DEFAULT now(),
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- sha256 of the logout token handed out by the logout browser flow
  logout_token_hash text UNIQUE,
  active boolean NOT NULL DEFAULT true,
  ip text,
  user_agent text
);
CREATE INDEX sessions_identity ON sessions (identity_id);

CREATE TABLE self_service_flows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL,            -- login, registration, recovery, verification, settings
  flow_type text NOT NULL DEFAULT 'browser',
  state text NOT NULL DEFAULT 'choose_method',
  csrf_token text NOT NULL,
  request_url text,
  return_to text,
  refresh boolean NOT NULL DEFAULT false,
  requested_aal text NOT NULL DEFAULT 'aal1',
  ui jsonb NOT NULL DEFAULT '{}',
  identity_id uuid REFERENCES identities(id) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE self_service_errors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  error jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE access_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  person_id uuid NOT NULL REFERENCES people(id) ON DELETE CASCADE,
  -- sha256 of the token value; the value is shown once at creation
  value_hash text NOT NULL UNIQUE,
  -- permissions this token may use, e.g. [{"object":"canaries","action":"read"}]; null = everything its person may do
  scopes jsonb,
  expires_at timestamptz,
  last_used_at timestamptz,
  created_by uuid REFERENCES people(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

-- Fixed-window counters for rate limits (shared by every server process).
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);

-- Settings ---------------------------------------------------------------------------------------------------------
CREATE TABLE properties (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_by uuid REFERENCES people(id),
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE agents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  hostname text,
  description text,
  ip text,
  version text,
  username text,
  person_id uuid REFERENCES people(id),
  properties jsonb,
  tls text,
  created_by uuid REFERENCES people(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  cleanup boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  last_seen timestamptz,
  last_received timestamptz
);
-- The all-zero agent is the local one: it exists so that foreign keys hold.
INSERT INTO agents (id, name, description) VALUES ('00000000-0000-0000-0000-000000000000', 'local', 'This server');

-- Health checks ------------------------------------------------------------------------------------------------------
CREATE TABLE canaries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents(id),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  labels jsonb,
  annotations jsonb,
  spec jsonb NOT NULL,
  source text DEFAULT 'UI',
  schedule text,
  is_pushed boolean NOT NULL DEFAULT false,
  created_at timestamptz DEFAULT now(),
  created_by uuid REFERENCES people(id),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE checks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  canary_id uuid NOT NULL REFERENCES canaries(id) ON DELETE CASCADE,
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents(id),
  type text NOT NULL,
  name text NOT NULL,
  namespace text,
  description text,
  endpoint text,
  icon text,
  spec jsonb,
  labels jsonb,
  owner text,
  severity text,
  category text,
  interval_seconds integer NOT NULL DEFAULT 60,
  is_pushed boolean NOT NULL DEFAULT false,
  transformed boolean,
  last_runtime timestamptz,
  last_transition_time timestamptz,
  next_runtime timestamptz,
  silenced_at timestamptz,
  status text,
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX checks_canary ON checks (canary_id);
CREATE INDEX checks_next_runtime ON checks (next_runtime) WHERE deleted_at IS NULL;

CREATE FUNCTION checks_status_transition() RETURNS trigger AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.last_transition_time := now();
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER checks_status_transition BEFORE UPDATE ON checks
  FOR EACH ROW EXECUTE FUNCTION checks_status_transition();

CREATE TABLE check_statuses (
  check_id uuid NOT NULL REFERENCES checks(id) ON DELETE CASCADE,
  details jsonb,
  duration integer,
  error text,
  time timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  invalid boolean,
  message text,
  status boolean,
  severity text,
  is_pushed boolean NOT NULL DEFAULT false,
  PRIMARY KEY (check_id, time)
);
CREATE INDEX check_statuses_time ON check_statuses (time);

-- Last-hour aggregates per check, refreshed by the scheduler (Mission Control keeps the same as a materialized
-- view refreshed every minute): reading the summary never scans the history.
CREATE TABLE check_status_summary (
  check_id uuid PRIMARY KEY REFERENCES checks(id) ON DELETE CASCADE,
  passed integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  last_pass timestamptz,
  last_fail timestamptz,
  p50 double precision,
  p95 double precision,
  p97 double precision,
  p99 double precision,
  avg double precision,
  refreshed_at timestamptz NOT NULL DEFAULT now()
);

-- Topology ------------------------------------------------------------------------------------------------------------
CREATE TABLE topologies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents(id),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  labels jsonb,
  source text NOT NULL DEFAULT 'UI',
  spec jsonb,
  schedule text,
  is_pushed boolean DEFAULT false,
  created_by uuid REFERENCES people(id),
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE config_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents(id),
  icon text,
  scraper_id uuid,
  config_class text NOT NULL,
  status text,
  health text,
  ready boolean,
  external_id text[],
  type text NOT NULL,
  name text,
  namespace text,
  description text,
  config jsonb,
  source text,
  labels jsonb,
  tags jsonb,
  properties jsonb,
  parent_id uuid REFERENCES config_items(id),
  path text,
  cost_per_minute numeric(16,4),
  cost_total_1d numeric(16,4),
  cost_total_7d numeric(16,4),
  cost_total_30d numeric(16,4),
  is_pushed boolean DEFAULT false,
  created_by uuid REFERENCES people(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  delete_reason text,
  inserted_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE components (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000' REFERENCES agents(id),
  topology_id uuid REFERENCES topologies(id) ON DELETE CASCADE,
  external_id text NOT NULL,
  parent_id uuid REFERENCES components(id),
  config_id uuid REFERENCES config_items(id),
  name text NOT NULL,
  text text,
  topology_type text,
  namespace text,
  labels jsonb,
  hidden boolean NOT NULL DEFAULT false,
  silenced boolean NOT NULL DEFAULT false,
  is_pushed boolean DEFAULT false,
  status text NOT NULL DEFAULT 'healthy',
  status_reason text,
  health text,
  description text,
  lifecycle text,
  tooltip text,
  schedule text,
  icon text,
  type text,
  owner text,
  selectors jsonb,
  log_selectors jsonb,
  component_checks jsonb,
  configs jsonb,
  properties jsonb,
  path text,
  summary jsonb,
  is_leaf boolean DEFAULT false,
  cost_per_minute numeric(16,4),
  cost_total_1d numeric(16,4),
  cost_total_7d numeric(16,4),
  cost_total_30d numeric(16,4),
  created_by uuid REFERENCES people(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX components_parent ON components (parent_id);

CREATE TABLE check_component_relationships (
  component_id uuid NOT NULL REFERENCES components(id) ON DELETE CASCADE,
  check_id uuid NOT NULL REFERENCES checks(id) ON DELETE CASCADE,
  canary_id uuid NOT NULL REFERENCES canaries(id) ON DELETE CASCADE,
  selector_id text,
  is_pushed boolean DEFAULT false,
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (component_id, check_id)
);

CREATE TABLE check_config_relationships (
  config_id uuid NOT NULL REFERENCES config_items(id) ON DELETE CASCADE,
  check_id uuid NOT NULL REFERENCES checks(id) ON DELETE CASCADE,
  canary_id uuid NOT NULL REFERENCES canaries(id) ON DELETE CASCADE,
  selector_id text,
  is_pushed boolean DEFAULT false,
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (config_id, check_id)
);

CREATE TABLE config_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  config_id uuid NOT NULL REFERENCES config_items(id) ON DELETE CASCADE,
  external_change_id text,
  external_created_by text,
  change_type text,
  severity text,
  source text,
  summary text,
  patches jsonb,
  diff text,
  details jsonb,
  count integer NOT NULL DEFAULT 1,
  created_by uuid REFERENCES people(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  first_observed timestamptz DEFAULT now()
);

CREATE TABLE config_analysis (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  config_id uuid NOT NULL REFERENCES config_items(id) ON DELETE CASCADE,
  scraper_id uuid,
  analyzer text NOT NULL,
  message text,
  summary text,
  status text,
  severity text,
  analysis_type text,
  analysis jsonb,
  source text,
  first_observed timestamptz DEFAULT now(),
  last_observed timestamptz,
  created_by uuid REFERENCES people(id),
  is_pushed boolean DEFAULT false
);

-- Incidents -------------------------------------------------------------------------------------------------------------
CREATE SEQUENCE incident_id_sequence;
CREATE TABLE incidents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  incident_id varchar(10) NOT NULL DEFAULT ('INC' || lpad(nextval('incident_id_sequence')::text, 7, '0')),
  incident_rule_id uuid,
  title text NOT NULL,
  created_by uuid NOT NULL REFERENCES people(id),
  commander_id uuid REFERENCES people(id),
  communicator_id uuid REFERENCES people(id),
  severity text NOT NULL DEFAULT 'low' CHECK (severity IN ('low', 'medium', 'high', 'critical', 'blocker')),
  description text NOT NULL DEFAULT '',
  type text NOT NULL DEFAULT 'availability' CHECK (type IN ('cost', 'availability', 'performance', 'security', 'integration', 'technicalDebt', 'reliability', 'compliance')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('new', 'open', 'investigating', 'mitigated', 'resolved', 'closed')),
  acknowledged timestamptz,
  resolved timestamptz,
  closed timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE hypotheses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_by uuid NOT NULL REFERENCES people(id),
  incident_id uuid NOT NULL REFERENCES incidents(id) ON DELETE CASCADE,
  parent_id uuid REFERENCES hypotheses(id) ON DELETE CASCADE,
  owner uuid REFERENCES people(id),
  team_id uuid REFERENCES teams(id),
  type text NOT NULL DEFAULT 'root' CHECK (type IN ('root', 'factor', 'solution')),
  title text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'possible' CHECK (status IN ('proven', 'likely', 'possible', 'unlikely', 'improbable', 'disproven')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE evidences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  description text NOT NULL DEFAULT '',
  hypothesis_id uuid NOT NULL REFERENCES hypotheses(id) ON DELETE CASCADE,
  config_id uuid REFERENCES config_items(id) ON DELETE SET NULL,
  config_change_id uuid REFERENCES config_changes(id) ON DELETE SET NULL,
  config_analysis_id uuid REFERENCES config_analysis(id) ON DELETE SET NULL,
  component_id uuid REFERENCES components(id) ON DELETE SET NULL,
  check_id uuid REFERENCES checks(id) ON DELETE SET NULL,
  definition_of_done boolean DEFAULT false,
  done boolean,
  factor boolean,
  mitigator boolean,
  created_by uuid NOT NULL REFERENCES people(id),
  type text NOT NULL CHECK (type IN ('log', 'config', 'topology', 'check', 'config_analysis', 'config_change', 'comment')),
  evidence jsonb,
  properties jsonb,
  script text,
  script_result text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE responders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  incident_id uuid NOT NULL REFERENCES incidents(id) ON DELETE CASCADE,
  type text NOT NULL,
  index smallint,
  person_id uuid REFERENCES people(id),
  team_id uuid REFERENCES teams(id),
  external_id text,
  properties jsonb,
  acknowledged timestamptz,
  resolved timestamptz,
  closed timestamptz,
  created_by uuid NOT NULL REFERENCES people(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_by uuid NOT NULL REFERENCES people(id),
  comment text NOT NULL,
  external_id text,
  external_created_by text,
  incident_id uuid NOT NULL REFERENCES incidents(id) ON DELETE CASCADE,
  responder_id uuid REFERENCES responders(id) ON DELETE SET NULL,
  hypothesis_id uuid REFERENCES hypotheses(id) ON DELETE CASCADE,
  read smallint[],
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE incident_histories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  incident_id uuid NOT NULL REFERENCES incidents(id) ON DELETE CASCADE,
  type text NOT NULL,
  description text,
  hypothesis_id uuid REFERENCES hypotheses(id) ON DELETE SET NULL,
  evidence_id uuid REFERENCES evidences(id) ON DELETE SET NULL,
  responder_id uuid REFERENCES responders(id) ON DELETE SET NULL,
  comment_id uuid REFERENCES comments(id) ON DELETE SET NULL,
  created_by uuid REFERENCES people(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Connections, permissions, jobs, playbooks, notifications, views ----------------------------------------------------
CREATE TABLE connections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  type text NOT NULL,
  url text,
  source text DEFAULT 'UI',
  username text,
  password text,
  certificate text,
  properties jsonb,
  insecure_tls boolean DEFAULT false,
  created_by uuid REFERENCES people(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX connections_name_namespace ON connections (namespace, name) WHERE deleted_at IS NULL;

CREATE TABLE playbooks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  namespace text NOT NULL DEFAULT 'default',
  name text NOT NULL,
  title text NOT NULL DEFAULT '',
  icon text,
  description text,
  spec jsonb NOT NULL,
  source text NOT NULL DEFAULT 'UI',
  category text NOT NULL DEFAULT '',
  created_by uuid REFERENCES people(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE playbook_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  playbook_id uuid NOT NULL REFERENCES playbooks(id) ON DELETE CASCADE,
  parent_id uuid REFERENCES playbook_runs(id),
  spec jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'scheduled',
  created_at timestamptz NOT NULL DEFAULT now(),
  start_time timestamptz,
  scheduled_time timestamptz NOT NULL DEFAULT now(),
  end_time timestamptz,
  timeout bigint NOT NULL DEFAULT 1800000000000,
  created_by uuid REFERENCES people(id),
  check_id uuid REFERENCES checks(id) ON DELETE SET NULL,
  config_id uuid REFERENCES config_items(id) ON DELETE SET NULL,
  component_id uuid REFERENCES components(id) ON DELETE SET NULL,
  parameters jsonb,
  request jsonb,
  agent_id uuid DEFAULT '00000000-0000-0000-0000-000000000000',
  error text
);

CREATE TABLE playbook_run_actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  status text NOT NULL DEFAULT 'running',
  retry_count integer DEFAULT 0,
  playbook_run_id uuid NOT NULL REFERENCES playbook_runs(id) ON DELETE CASCADE,
  start_time timestamptz,
  scheduled_time timestamptz NOT NULL DEFAULT now(),
  end_time timestamptz,
  result jsonb,
  is_pushed boolean DEFAULT false,
  agent_id uuid DEFAULT '00000000-0000-0000-0000-000000000000',
  error text
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text,
  events text[] NOT NULL DEFAULT '{}',
  error text,
  error_at timestamptz,
  title text,
  template text,
  filter text,
  properties jsonb,
  playbook_id uuid REFERENCES playbooks(id) ON DELETE SET NULL,
  person_id uuid REFERENCES people(id),
  team_id uuid REFERENCES teams(id),
  repeat_interval text,
  custom_services jsonb,
  source text DEFAULT 'UI',
  created_by uuid REFERENCES people(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE notification_silences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  namespace text,
  name text NOT NULL DEFAULT '',
  description text,
  filter text,
  selectors jsonb,
  error text,
  "from" timestamptz,
  until timestamptz,
  recursive boolean,
  config_id uuid REFERENCES config_items(id) ON DELETE CASCADE,
  check_id uuid REFERENCES checks(id) ON DELETE CASCADE,
  canary_id uuid REFERENCES canaries(id) ON DELETE CASCADE,
  component_id uuid REFERENCES components(id) ON DELETE CASCADE,
  source text DEFAULT 'UI',
  created_by uuid REFERENCES people(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE permissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL DEFAULT gen_random_uuid()::text,
  namespace text,
  description text,
  source text NOT NULL DEFAULT 'UI',
  subject_type text NOT NULL DEFAULT 'group',
  subject text,
  action text NOT NULL,
  object text,
  object_selector jsonb,
  deny boolean DEFAULT false,
  component_id uuid REFERENCES components(id) ON DELETE CASCADE,
  config_id uuid REFERENCES config_items(id) ON DELETE CASCADE,
  canary_id uuid REFERENCES canaries(id) ON DELETE CASCADE,
  check_id uuid REFERENCES checks(id) ON DELETE CASCADE,
  playbook_id uuid REFERENCES playbooks(id) ON DELETE CASCADE,
  connection_id uuid REFERENCES connections(id) ON DELETE CASCADE,
  person_id uuid REFERENCES people(id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams(id) ON DELETE CASCADE,
  notification_id uuid REFERENCES notifications(id) ON DELETE CASCADE,
  created_by uuid REFERENCES people(id),
  updated_by uuid REFERENCES people(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  error text,
  until timestamptz,
  agents text[],
  tags jsonb,
  CONSTRAINT permissions_one_object CHECK (
    (CASE WHEN object_selector IS NOT NULL THEN 1 ELSE 0 END) +
    (CASE WHEN object IS NOT NULL AND object <> '' THEN 1 ELSE 0 END) +
    (CASE WHEN config_id IS NOT NULL THEN 1 ELSE 0 END) +
    (CASE WHEN playbook_id IS NOT NULL THEN 1 ELSE 0 END) +
    (CASE WHEN canary_id IS NOT NULL THEN 1 ELSE 0 END) +
    (CASE WHEN check_id IS NOT NULL THEN 1 ELSE 0 END) +
    (CASE WHEN component_id IS NOT NULL THEN 1 ELSE 0 END) +
    (CASE WHEN connection_id IS NOT NULL THEN 1 ELSE 0 END) = 1)
);

CREATE TABLE job_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
  name text,
  success_count integer DEFAULT 0,
  error_count integer DEFAULT 0,
  details jsonb,
  hostname text,
  duration_millis integer,
  resource_type text,
  resource_id text,
  status text,
  time_start timestamptz,
  time_end timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  is_pushed boolean DEFAULT false
);
CREATE INDEX job_history_created ON job_history (created_at DESC);

CREATE TABLE views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  namespace text,
  title text,
  icon text,
  ordinal integer,
  sidebar boolean NOT NULL DEFAULT false,
  spec jsonb NOT NULL DEFAULT '{}',
  source text NOT NULL DEFAULT 'UI',
  labels jsonb,
  -- published for anonymous read-only embeds (/view); nothing is public until an admin says so
  public boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES people(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_ran timestamptz,
  error text,
  updated_at timestamptz,
  deleted_at timestamptz
);

-- Read models ----------------------------------------------------------------------------------------------------------
CREATE VIEW configs AS
  SELECT id, name, type, config_class, status, health, labels, tags, namespace, description, icon, agent_id,
         created_at, updated_at, deleted_at, cost_per_minute, cost_total_1d, cost_total_7d, cost_total_30d
  FROM config_items;

CREATE VIEW check_summary AS
  SELECT
    c.id,
    c.canary_id,
    c.agent_id,
    json_build_object('passed', coalesce(s.passed, 0), 'failed', coalesce(s.failed, 0),
                      'last_pass', s.last_pass, 'last_fail', s.last_fail) AS uptime,
    json_build_object('p99', s.p99, 'p97', s.p97, 'p95', s.p95, 'p50', s.p50, 'avg', s.avg,
                      'rolling1h', coalesce(s.avg, 0)) AS latency,
    c.last_transition_time,
    c.type,
    c.icon,
    c.name,
    c.status,
    c.description,
    c.endpoint,
    c.namespace,
    ca.namespace AS canary_namespace,
    ca.name AS canary_name,
    coalesce(ca.labels, '{}'::jsonb) || coalesce(c.labels, '{}'::jsonb) AS labels,
    c.severity,
    c.owner,
    c.last_runtime,
    c.next_runtime,
    c.created_at,
    c.updated_at,
    c.deleted_at,
    c.silenced_at
  FROM checks c
  JOIN canaries ca ON ca.id = c.canary_id
  LEFT JOIN check_status_summary s ON s.check_id = c.id;

CREATE VIEW checks_by_component AS
  SELECT r.component_id, c.id, c.type, c.name, c.severity, c.status, c.icon
  FROM check_component_relationships r
  JOIN checks c ON c.id = r.check_id
  WHERE r.deleted_at IS NULL AND c.deleted_at IS NULL;

CREATE VIEW check_summary_for_config AS
  SELECT r.config_id, cs.*
  FROM check_config_relationships r
  JOIN check_summary cs ON cs.id = r.check_id
  WHERE r.deleted_at IS NULL AND cs.deleted_at IS NULL;

CREATE VIEW check_names AS
  SELECT id, canary_id, type, name, status FROM checks
  WHERE deleted_at IS NULL AND silenced_at IS NULL ORDER BY name;

CREATE VIEW people_roles AS
  SELECT p.id, p.name, p.email, p.avatar, array_remove(array_agg(r.v1 ORDER BY r.v1), NULL) AS roles
  FROM people p
  LEFT JOIN casbin_rule r ON r.ptype = 'g' AND r.v0 = p.id::text
  WHERE p.deleted_at IS NULL AND p.email IS NOT NULL
  GROUP BY p.id;

CREATE VIEW permissions_summary AS
  SELECT
    p.id, p.name, p.namespace, p.description, p.error, p.source, p.action, p.object, p.object_selector, p.deny,
    p.subject, p.subject_type, p.created_at, p.updated_at, p.deleted_at, p.created_by, p.updated_by, p.until,
    p.tags, p.agents, p.component_id, p.config_id, p.canary_id, p.check_id, p.playbook_id, p.connection_id,
    p.person_id, p.team_id, p.notification_id,
    CASE WHEN pe.id IS NULL THEN NULL ELSE jsonb_build_object('id', pe.id, 'name', pe.name, 'email', pe.email) END AS person,
    CASE WHEN t.id IS NULL THEN NULL ELSE jsonb_build_object('id', t.id, 'namespace', t.source, 'name', t.name) END AS team,
    CASE WHEN n.id IS NULL THEN NULL ELSE jsonb_build_object('id', n.id, 'namespace', n.namespace, 'name', n.name) END AS notification,
    CASE WHEN co.id IS NULL THEN NULL ELSE jsonb_build_object('id', co.id, 'icon', coalesce(co.icon, co.type), 'name', co.name) END AS component_object,
    CASE WHEN ci.id IS NULL THEN NULL ELSE jsonb_build_object('id', ci.id, 'icon', ci.icon, 'type', ci.type, 'name', ci.name) END AS config_object,
    CASE WHEN ca.id IS NULL THEN NULL ELSE jsonb_build_object('id', ca.id, 'name', ca.name) END AS canary_object,
    CASE WHEN ch.id IS NULL THEN NULL ELSE jsonb_build_object('id', ch.id, 'name', ch.name, 'icon', ch.icon) END AS check_object,
    CASE WHEN pb.id IS NULL THEN NULL ELSE jsonb_build_object('id', pb.id, 'icon', pb.icon, 'name', coalesce(nullif(pb.title, ''), pb.name)) END AS playbook_object,
    CASE WHEN cn.id IS NULL THEN NULL ELSE jsonb_build_object('id', cn.id, 'type', cn.type, 'name', cn.name) END AS connection_object
  FROM permissions p
  LEFT JOIN people pe ON p.subject_type = 'person' AND pe.id::text = p.subject
  LEFT JOIN teams t ON p.subject_type = 'team' AND t.id::text = p.subject
  LEFT JOIN notifications n ON p.subject_type = 'notification' AND n.id::text = p.subject
  LEFT JOIN components co ON co.id = p.component_id
  LEFT JOIN config_items ci ON ci.id = p.config_id
  LEFT JOIN canaries ca ON ca.id = p.canary_id
  LEFT JOIN checks ch ON ch.id = p.check_id
  LEFT JOIN playbooks pb ON pb.id = p.playbook_id
  LEFT JOIN connections cn ON cn.id = p.connection_id
  WHERE p.deleted_at IS NULL;

CREATE VIEW incident_summary AS
  SELECT
    i.id, i.incident_id, i.title, i.severity, i.type, i.status, i.description, i.created_at, i.updated_at,
    i.acknowledged, i.resolved, i.closed,
    jsonb_build_object('id', cm.id, 'name', cm.name, 'avatar', cm.avatar) AS commander,
    CASE WHEN cu.id IS NULL THEN NULL ELSE jsonb_build_object('id', cu.id, 'name', cu.name, 'avatar', cu.avatar) END AS communicator,
    jsonb_build_object('id', cb.id, 'name', cb.name, 'avatar', cb.avatar) AS created_by,
    coalesce((SELECT jsonb_agg(jsonb_build_object('id', coalesce(rp.id, rt.id), 'name', coalesce(rp.name, rt.name),
                                                   'avatar', rp.avatar, 'type', r.type))
              FROM responders r
              LEFT JOIN people rp ON rp.id = r.person_id
              LEFT JOIN teams rt ON rt.id = r.team_id
              WHERE r.incident_id = i.id AND r.deleted_at IS NULL), '[]'::jsonb) AS responders,
    coalesce((SELECT jsonb_agg(DISTINCT jsonb_build_object('id', cp.id, 'name', cp.name, 'avatar', cp.avatar))
              FROM comments c JOIN people cp ON cp.id = c.created_by
              WHERE c.incident_id = i.id), '[]'::jsonb) AS commenters
  FROM incidents i
  LEFT JOIN people cm ON cm.id = i.commander_id
  LEFT JOIN people cu ON cu.id = i.communicator_id
  LEFT JOIN people cb ON cb.id = i.created_by;
