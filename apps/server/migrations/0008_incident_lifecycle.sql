-- Incident lifecycle rules (spec 000 sections 3-4, spec 001 section 3.2) kept by the database itself, so that they hold
-- whoever writes: /api/db, the link-to-incident endpoint, the seed or a script.
--  * A new incident: the creator becomes commander and communicator unless the client assigns those roles itself;
--    status defaults to open (0001).
--  * Severity is normalised to the five names: numbers 0..4 are low, medium, high, blocker, critical and the names are
--    case-insensitive ('Medium' -> medium). The rule is `normalizeIncidentSeverity` of @opsdeck/api; a server test
--    holds this function to it. Anything else is refused with a message that lists the valid values.
--  * Every change writes an incident_histories row: the incident's own fields (one row per field, "old -> new"), and
--    hypotheses, evidence, comments and responders added, changed or removed. The actor is the row's updated_by,
--    which /api/db stamps on every PATCH. Inserts and deletes are recorded by statement-level triggers (one INSERT per
--    statement, however many rows: a bulk import of thousands of incidents stays fast); field changes row by row.
--  * Deleting a hypothesis removes its comments, its evidence and the hypotheses under it in the same statement (the
--    foreign keys of 0001 cascade), so nothing is ever half-deleted.

ALTER TABLE incidents ADD COLUMN updated_by uuid REFERENCES people(id);
ALTER TABLE hypotheses ADD COLUMN updated_by uuid REFERENCES people(id);
ALTER TABLE evidences ADD COLUMN updated_by uuid REFERENCES people(id);
ALTER TABLE responders ADD COLUMN updated_by uuid REFERENCES people(id);

CREATE INDEX incident_histories_incident ON incident_histories (incident_id, created_at);
CREATE INDEX hypotheses_incident ON hypotheses (incident_id);
CREATE INDEX hypotheses_parent ON hypotheses (parent_id);
CREATE INDEX evidences_hypothesis ON evidences (hypothesis_id);
CREATE INDEX comments_incident ON comments (incident_id);
CREATE INDEX comments_hypothesis ON comments (hypothesis_id);
CREATE INDEX responders_incident ON responders (incident_id);

-- Severity -----------------------------------------------------------------------------------------------------------
CREATE FUNCTION incident_severity_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN value ~ '^\s*[0-9]+\s*$' THEN
      CASE WHEN length(btrim(value, E' \t\n\r\f\v')) <= 3 AND btrim(value, E' \t\n\r\f\v')::int BETWEEN 0 AND 4
           THEN (ARRAY['low', 'medium', 'high', 'blocker', 'critical'])[btrim(value, E' \t\n\r\f\v')::int + 1] END
    WHEN lower(btrim(value, E' \t\n\r\f\v')) IN ('low', 'medium', 'high', 'critical', 'blocker')
      THEN lower(btrim(value, E' \t\n\r\f\v'))
  END
$$;

CREATE FUNCTION incident_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  normalized text;
BEGIN
  IF TG_OP = 'INSERT' OR NEW.severity IS DISTINCT FROM OLD.severity THEN
    normalized := incident_severity_normalize(NEW.severity);
    IF normalized IS NULL THEN
      RAISE EXCEPTION 'Unknown incident severity %: use one of low, medium, high, critical, blocker or 0-4', coalesce(quote_literal(NEW.severity), 'null')
        USING ERRCODE = '23514',
              DETAIL = format('Unknown incident severity %s: use one of low, medium, high, critical, blocker or 0-4', coalesce(quote_literal(NEW.severity), 'null'));
    END IF;
    NEW.severity := normalized;
  END IF;
  -- A client that assigns the roles itself (commander, communicator or both) decides them.
  IF TG_OP = 'INSERT' AND NEW.commander_id IS NULL AND NEW.communicator_id IS NULL THEN
    NEW.commander_id := NEW.created_by;
    NEW.communicator_id := NEW.created_by;
  END IF;
  IF NEW.status = 'resolved' AND NEW.resolved IS NULL THEN
    NEW.resolved := now();
  END IF;
  IF NEW.status = 'closed' AND NEW.closed IS NULL THEN
    NEW.closed := now();
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER incident_before_write BEFORE INSERT OR UPDATE ON incidents
  FOR EACH ROW EXECUTE FUNCTION incident_before_write();

-- History ------------------------------------------------------------------------------------------------------------
CREATE FUNCTION incident_history_add(
  p_incident uuid, p_type text, p_actor uuid, p_description text,
  p_hypothesis uuid DEFAULT NULL, p_evidence uuid DEFAULT NULL, p_responder uuid DEFAULT NULL, p_comment uuid DEFAULT NULL,
  p_at timestamptz DEFAULT NULL
) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO incident_histories (incident_id, type, created_by, description, hypothesis_id, evidence_id, responder_id, comment_id, created_at)
  SELECT p_incident, p_type, p_actor, p_description, p_hypothesis, p_evidence, p_responder, p_comment, coalesce(p_at, now())
  WHERE EXISTS (SELECT 1 FROM incidents WHERE id = p_incident)
$$;

-- A creation is recorded once, however many writers record it (the triggers below, and the seed or an import that
-- brings its own history rows): a later "<thing>.created" row for a thing that already has one is removed again.
CREATE FUNCTION incident_history_dedupe() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM incident_histories h
   USING new_rows n
   WHERE h.id = n.id AND n.type LIKE '%.created'
     AND EXISTS (
       -- The thing created: the evidence, comment or responder (their rows may also name the hypothesis), else the
       -- hypothesis, else the incident itself.
       SELECT 1 FROM incident_histories o
        WHERE o.incident_id = n.incident_id AND o.type = n.type
          AND coalesce(o.evidence_id, o.comment_id, o.responder_id, o.hypothesis_id)
              IS NOT DISTINCT FROM coalesce(n.evidence_id, n.comment_id, n.responder_id, n.hypothesis_id)
          AND o.id <> n.id AND NOT EXISTS (SELECT 1 FROM new_rows x WHERE x.id = o.id)
     );
  RETURN NULL;
END
$$;

CREATE TRIGGER incident_history_dedupe AFTER INSERT ON incident_histories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_history_dedupe();

CREATE FUNCTION incident_person_name(person uuid) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT name FROM people WHERE id = person), 'nobody')
$$;

-- Creations: one statement each ---------------------------------------------------------------------------------------
CREATE FUNCTION incident_created_history() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_histories (incident_id, type, created_by, description, created_at)
  SELECT n.id, 'incident.created', n.created_by, n.title, n.created_at FROM new_rows n;
  RETURN NULL;
END
$$;

CREATE TRIGGER incident_created_history AFTER INSERT ON incidents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_created_history();

CREATE FUNCTION hypothesis_created_history() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_histories (incident_id, type, created_by, description, hypothesis_id, created_at)
  SELECT n.incident_id, 'hypothesis.created', n.created_by, n.title, n.id, n.created_at FROM new_rows n;
  RETURN NULL;
END
$$;

CREATE TRIGGER hypothesis_created_history AFTER INSERT ON hypotheses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hypothesis_created_history();

CREATE FUNCTION evidence_created_history() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_histories (incident_id, type, created_by, description, hypothesis_id, evidence_id, created_at)
  SELECT h.incident_id, 'evidence.created', n.created_by, n.description, n.hypothesis_id, n.id, n.created_at
    FROM new_rows n JOIN hypotheses h ON h.id = n.hypothesis_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER evidence_created_history AFTER INSERT ON evidences
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION evidence_created_history();

CREATE FUNCTION comment_created_history() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_histories (incident_id, type, created_by, description, hypothesis_id, comment_id, created_at)
  SELECT n.incident_id, 'comment.created', n.created_by, left(n.comment, 200), n.hypothesis_id, n.id, n.created_at FROM new_rows n;
  RETURN NULL;
END
$$;

CREATE TRIGGER comment_created_history AFTER INSERT ON comments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comment_created_history();

CREATE FUNCTION responder_created_history() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_histories (incident_id, type, created_by, description, responder_id, created_at)
  SELECT n.incident_id, 'responder.created', n.created_by,
         coalesce((SELECT name FROM people WHERE id = n.person_id), (SELECT name FROM teams WHERE id = n.team_id), n.type),
         n.id, n.created_at
    FROM new_rows n;
  RETURN NULL;
END
$$;

CREATE TRIGGER responder_created_history AFTER INSERT ON responders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION responder_created_history();

-- Deletion of hypotheses. No actor on a DELETE; an incident deleted with its hypotheses records nothing (its history
-- goes with it).
CREATE FUNCTION hypothesis_deleted_history() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_histories (incident_id, type, description)
  SELECT o.incident_id, 'hypothesis.deleted', o.title FROM old_rows o
   WHERE EXISTS (SELECT 1 FROM incidents i WHERE i.id = o.incident_id);
  RETURN NULL;
END
$$;

CREATE TRIGGER hypothesis_deleted_history AFTER DELETE ON hypotheses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hypothesis_deleted_history();

-- Changes: row by row, one history row per changed field ------------------------------------------------------------
CREATE FUNCTION incident_updated_history() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := NEW.updated_by;
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM incident_history_add(NEW.id, 'incident.status_updated', actor, OLD.status || ' -> ' || NEW.status);
  END IF;
  IF NEW.severity IS DISTINCT FROM OLD.severity THEN
    PERFORM incident_history_add(NEW.id, 'incident.severity_updated', actor, OLD.severity || ' -> ' || NEW.severity);
  END IF;
  IF NEW.type IS DISTINCT FROM OLD.type THEN
    PERFORM incident_history_add(NEW.id, 'incident.type_updated', actor, OLD.type || ' -> ' || NEW.type);
  END IF;
  IF NEW.title IS DISTINCT FROM OLD.title THEN
    PERFORM incident_history_add(NEW.id, 'incident.title_updated', actor, OLD.title || ' -> ' || NEW.title);
  END IF;
  IF NEW.description IS DISTINCT FROM OLD.description THEN
    PERFORM incident_history_add(NEW.id, 'incident.description_updated', actor, NEW.description);
  END IF;
  IF NEW.commander_id IS DISTINCT FROM OLD.commander_id THEN
    PERFORM incident_history_add(NEW.id, 'incident.commander_updated', actor,
      incident_person_name(OLD.commander_id) || ' -> ' || incident_person_name(NEW.commander_id));
  END IF;
  IF NEW.communicator_id IS DISTINCT FROM OLD.communicator_id THEN
    PERFORM incident_history_add(NEW.id, 'incident.communicator_updated', actor,
      incident_person_name(OLD.communicator_id) || ' -> ' || incident_person_name(NEW.communicator_id));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER incident_updated_history AFTER UPDATE ON incidents
  FOR EACH ROW EXECUTE FUNCTION incident_updated_history();

CREATE FUNCTION hypothesis_updated_history() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM incident_history_add(NEW.incident_id, 'hypothesis.status_updated', NEW.updated_by,
      NEW.title || ': ' || OLD.status || ' -> ' || NEW.status, p_hypothesis => NEW.id);
  END IF;
  IF NEW.title IS DISTINCT FROM OLD.title THEN
    PERFORM incident_history_add(NEW.incident_id, 'hypothesis.title_updated', NEW.updated_by,
      CASE WHEN OLD.title = '' THEN NEW.title ELSE OLD.title || ' -> ' || NEW.title END, p_hypothesis => NEW.id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER hypothesis_updated_history AFTER UPDATE ON hypotheses
  FOR EACH ROW EXECUTE FUNCTION hypothesis_updated_history();

CREATE FUNCTION evidence_updated_history() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  incident uuid := (SELECT incident_id FROM hypotheses WHERE id = NEW.hypothesis_id);
BEGIN
  IF NEW.done IS DISTINCT FROM OLD.done THEN
    PERFORM incident_history_add(incident, 'evidence.done_updated', NEW.updated_by,
      NEW.description || CASE WHEN NEW.done THEN ': done' ELSE ': not done' END,
      p_hypothesis => NEW.hypothesis_id, p_evidence => NEW.id);
  END IF;
  IF NEW.definition_of_done IS DISTINCT FROM OLD.definition_of_done THEN
    PERFORM incident_history_add(incident, 'evidence.definition_of_done_updated', NEW.updated_by,
      NEW.description || CASE WHEN NEW.definition_of_done THEN ': part of the definition of done' ELSE ': not part of the definition of done' END,
      p_hypothesis => NEW.hypothesis_id, p_evidence => NEW.id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER evidence_updated_history AFTER UPDATE ON evidences
  FOR EACH ROW EXECUTE FUNCTION evidence_updated_history();

CREATE FUNCTION responder_updated_history() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL THEN
    PERFORM incident_history_add(NEW.incident_id, 'responder.removed', NEW.updated_by,
      coalesce((SELECT name FROM people WHERE id = NEW.person_id), (SELECT name FROM teams WHERE id = NEW.team_id), NEW.type),
      p_responder => NEW.id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER responder_updated_history AFTER UPDATE ON responders
  FOR EACH ROW EXECUTE FUNCTION responder_updated_history();
