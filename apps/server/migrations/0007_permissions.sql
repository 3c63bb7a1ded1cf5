-- Permissions: the subjects a permission can name, a summary that resolves every subject, and a clear refusal of a
-- row whose targets or subject do not add up (the API answers these itself; the trigger keeps any other writer honest).

-- Who a permission can be given to: people, teams, notifications and the roles (Mission Control's `permission_subjects`
-- plus its built-in groups). `id` is what the permission's `subject` holds: a uuid, or the role's name.
CREATE VIEW permission_subjects AS
  SELECT p.id::text AS id, p.name, 'person'::text AS type, p.email AS owner, p.avatar AS icon
    FROM people p
   WHERE p.deleted_at IS NULL AND p.email IS NOT NULL
  UNION ALL
  SELECT t.id::text, t.name, 'team', NULL, coalesce(t.icon, 'group')
    FROM teams t
   WHERE t.deleted_at IS NULL
  UNION ALL
  SELECT n.id::text, coalesce(nullif(n.title, ''), n.name), 'notification', n.namespace, 'bell'
    FROM notifications n
   WHERE n.deleted_at IS NULL
  UNION ALL
  SELECT r.role, r.role, 'role', NULL, 'shield'
    FROM (
      SELECT unnest(ARRAY['admin', 'editor', 'commander', 'responder', 'viewer', 'guest', 'everyone']) AS role
      UNION
      SELECT DISTINCT v1 FROM casbin_rule WHERE ptype = 'g' AND v1 IS NOT NULL AND v1 <> ''
    ) r;

-- The summary resolves the deprecated person_id / team_id / notification_id columns too (rows written by older
-- clients set only those), and names the group or role of a group/role subject.
CREATE OR REPLACE VIEW permissions_summary AS
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
    CASE WHEN cn.id IS NULL THEN NULL ELSE jsonb_build_object('id', cn.id, 'type', cn.type, 'name', cn.name) END AS connection_object,
    CASE WHEN p.subject_type IN ('group', 'role') AND coalesce(p.subject, '') <> ''
         THEN jsonb_build_object('id', p.subject, 'name', p.subject) END AS "group"
  FROM permissions p
  LEFT JOIN people pe ON pe.id = CASE WHEN p.subject_type = 'person' AND p.subject ~* '^[0-9a-f-]{36}$'
                                      THEN p.subject::uuid ELSE p.person_id END
  LEFT JOIN teams t ON t.id = CASE WHEN p.subject_type = 'team' AND p.subject ~* '^[0-9a-f-]{36}$'
                                   THEN p.subject::uuid ELSE p.team_id END
  LEFT JOIN notifications n ON n.id = CASE WHEN p.subject_type = 'notification' AND p.subject ~* '^[0-9a-f-]{36}$'
                                           THEN p.subject::uuid ELSE p.notification_id END
  LEFT JOIN components co ON co.id = p.component_id
  LEFT JOIN config_items ci ON ci.id = p.config_id
  LEFT JOIN canaries ca ON ca.id = p.canary_id
  LEFT JOIN checks ch ON ch.id = p.check_id
  LEFT JOIN playbooks pb ON pb.id = p.playbook_id
  LEFT JOIN connections cn ON cn.id = p.connection_id
  WHERE p.deleted_at IS NULL;

-- The check constraint permissions_one_object says only "violates check constraint"; this says which targets were
-- given, in the words of @opsdeck/api's PermissionCreateSchema, and that a subject is missing.
CREATE FUNCTION permissions_check_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  targets text[] := ARRAY[]::text[];
BEGIN
  IF NEW.object IS NOT NULL AND NEW.object <> '' THEN targets := array_append(targets, 'object'); END IF;
  IF NEW.object_selector IS NOT NULL THEN targets := array_append(targets, 'object_selector'); END IF;
  IF NEW.config_id IS NOT NULL THEN targets := array_append(targets, 'config_id'); END IF;
  IF NEW.component_id IS NOT NULL THEN targets := array_append(targets, 'component_id'); END IF;
  IF NEW.playbook_id IS NOT NULL THEN targets := array_append(targets, 'playbook_id'); END IF;
  IF NEW.canary_id IS NOT NULL THEN targets := array_append(targets, 'canary_id'); END IF;
  IF NEW.check_id IS NOT NULL THEN targets := array_append(targets, 'check_id'); END IF;
  IF NEW.connection_id IS NOT NULL THEN targets := array_append(targets, 'connection_id'); END IF;
  IF cardinality(targets) = 0 THEN
    RAISE EXCEPTION USING ERRCODE = '23514',
      MESSAGE = 'A permission needs one target: object, object_selector, config_id, component_id, playbook_id, canary_id, check_id, connection_id';
  ELSIF cardinality(targets) > 1 THEN
    RAISE EXCEPTION USING ERRCODE = '23514',
      MESSAGE = 'A permission has exactly one target, got ' || array_to_string(targets, ' and ');
  END IF;
  IF coalesce(NEW.subject, '') = '' AND NEW.person_id IS NULL AND NEW.team_id IS NULL AND NEW.notification_id IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = '23514',
      MESSAGE = 'A permission needs a subject: a person, team, notification, group or role';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER permissions_check_row BEFORE INSERT OR UPDATE ON permissions
  FOR EACH ROW EXECUTE FUNCTION permissions_check_row();
