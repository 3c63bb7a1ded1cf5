-- Public health: what an admin has published for anonymous viewers (status walls, badges). Nothing is public unless
-- a row here says so.

-- One row per published check or canary. target_id points at checks or canaries depending on kind, so it cannot be a
-- foreign key: readers join through published_checks (below), which leaves deleted targets out, and the triggers at
-- the end drop the row when its target is deleted, so a restored check does not come back public unasked.
CREATE TABLE health_publications (
  kind text NOT NULL CHECK (kind IN ('check', 'canary')),
  target_id uuid NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by uuid REFERENCES people(id) ON DELETE SET NULL,
  PRIMARY KEY (kind, target_id)
);

-- The one definition of "this check is public": published itself or through its canary (which covers checks added to
-- the canary later), and neither the check nor its canary deleted. The public summary and the badges read only this.
CREATE VIEW published_checks AS
  SELECT c.id AS check_id, c.canary_id
    FROM health_publications p
    JOIN checks c ON c.id = p.target_id
    JOIN canaries ca ON ca.id = c.canary_id
   WHERE p.kind = 'check' AND c.deleted_at IS NULL AND ca.deleted_at IS NULL
  UNION
  SELECT c.id, c.canary_id
    FROM health_publications p
    JOIN canaries ca ON ca.id = p.target_id
    JOIN checks c ON c.canary_id = ca.id
   WHERE p.kind = 'canary' AND c.deleted_at IS NULL AND ca.deleted_at IS NULL;

-- Publishing changes what the public summary shows: it moves the health data version like any other change, so the
-- summary's cache and ETag follow (see 0003_health.sql).
CREATE TRIGGER health_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON health_publications
  FOR EACH STATEMENT EXECUTE FUNCTION health_data_changed();

-- Deleting a check or canary (soft, by setting deleted_at, or hard) unpublishes it. Row triggers that fire only on
-- those changes: the scheduler's many updates of checks never set deleted_at and pay nothing.
CREATE FUNCTION health_publications_forget() RETURNS trigger AS $$
BEGIN
  -- Looked up first: a DELETE that finds nothing would still fire the statement trigger above and count as a change.
  IF EXISTS (SELECT 1 FROM health_publications WHERE kind = TG_ARGV[0] AND target_id = OLD.id) THEN
    DELETE FROM health_publications WHERE kind = TG_ARGV[0] AND target_id = OLD.id;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER health_publications_forget AFTER DELETE ON checks
  FOR EACH ROW EXECUTE FUNCTION health_publications_forget('check');
CREATE TRIGGER health_publications_forget_soft AFTER UPDATE OF deleted_at ON checks
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
  EXECUTE FUNCTION health_publications_forget('check');
CREATE TRIGGER health_publications_forget AFTER DELETE ON canaries
  FOR EACH ROW EXECUTE FUNCTION health_publications_forget('canary');
CREATE TRIGGER health_publications_forget_soft AFTER UPDATE OF deleted_at ON canaries
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
  EXECUTE FUNCTION health_publications_forget('canary');
