-- Health: the data version behind the check-summary cache, and the scheduler's record of periodic jobs.

-- Every transaction that changes what the check summary shows adds one row here (statement triggers below, so any
-- writer counts: the scheduler, run-now, /api/db, a psql session). The summary's data version is the sum of the
-- weights: it grows by at least one with every such commit and a reader only sees committed rows, so a cached summary
-- is stale exactly when the sum moved. One row per transaction instead of one shared counter row: writers never wait
-- on each other's lock (a shared row would serialise them and could deadlock against row locks taken earlier).
-- The scheduler's leader folds the rows into one from time to time; folding keeps the sum.
CREATE TABLE health_data_changes (
  xid bigint PRIMARY KEY,
  weight bigint NOT NULL DEFAULT 1
);

-- Random per database, so that an ETag of a dropped and recreated database never matches a new one.
CREATE TABLE health_data_epoch (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  epoch uuid NOT NULL DEFAULT gen_random_uuid()
);
INSERT INTO health_data_epoch DEFAULT VALUES;

CREATE FUNCTION health_data_changed() RETURNS trigger AS $$
BEGIN
  INSERT INTO health_data_changes (xid) VALUES (txid_current()) ON CONFLICT (xid) DO NOTHING;
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER health_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON checks
  FOR EACH STATEMENT EXECUTE FUNCTION health_data_changed();
CREATE TRIGGER health_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON canaries
  FOR EACH STATEMENT EXECUTE FUNCTION health_data_changed();
CREATE TRIGGER health_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON check_status_summary
  FOR EACH STATEMENT EXECUTE FUNCTION health_data_changed();

-- When each periodic job last ran, whoever ran it: with several server processes on one database, the process that
-- holds the job's advisory lock reads this row to decide whether the period is already done.
CREATE TABLE scheduler_jobs (
  name text PRIMARY KEY,
  last_run_at timestamptz NOT NULL,
  hostname text
);

-- Due checks are claimed by next_runtime; a check nobody has scheduled yet (next_runtime null) is due at once.
CREATE INDEX checks_unscheduled ON checks (id) WHERE next_runtime IS NULL AND deleted_at IS NULL;
