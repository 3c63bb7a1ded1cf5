import type { Queryable } from '../db/queryable';

/** What the check summary shows changes exactly when this does (see migrations/0003_health.sql). */
export interface HealthDataVersion {
  /** Random per database: a recreated database never repeats an old ETag. */
  epoch: string;
  /** Grows with every committed change to checks, canaries or check_status_summary. */
  version: number;
  /** Change rows not folded yet: the cost of reading the version grows with it. */
  changeRows: number;
}

/** One cheap single-row read per request: shared by every server process on the database. */
export async function readHealthDataVersion(db: Queryable): Promise<HealthDataVersion> {
  const { rows } = await db.query<HealthDataVersion>(
    `SELECT e.epoch::text AS epoch, c.version, c.change_rows AS "changeRows"
       FROM health_data_epoch e,
            (SELECT coalesce(sum(weight), 0)::bigint AS version, count(*)::int AS change_rows FROM health_data_changes) c`,
  );
  return rows[0]!;
}

/**
 * Folds the committed change rows into one with the same total weight, so that reading the version stays a sum over
 * a handful of rows. The sum does not change; rows of transactions still in flight are not visible and stay.
 */
export async function foldHealthDataChanges(db: Queryable): Promise<void> {
  await db.query(
    `WITH gone AS (
       DELETE FROM health_data_changes WHERE (SELECT count(*) FROM health_data_changes) > 1 RETURNING xid, weight
     )
     INSERT INTO health_data_changes (xid, weight) SELECT max(xid), sum(weight) FROM gone HAVING count(*) > 0`,
  );
}

/**
 * Shares version reads between concurrent requests without ever answering one with a read that began before it
 * arrived: while a read is in flight, newcomers wait for the next read, which starts when the current one ends and
 * serves all of them. Under load that is two queries per burst instead of one per request (PGlite has one connection),
 * and a client that just wrote still sees its write.
 */
export class HealthVersionReader {
  private current: Promise<HealthDataVersion> | undefined;
  private next: Promise<HealthDataVersion> | undefined;

  constructor(private readonly db: Queryable) {}

  read(): Promise<HealthDataVersion> {
    if (!this.current) {
      const read = readHealthDataVersion(this.db).finally(() => {
        if (this.current === read) this.current = undefined;
      });
      this.current = read;
      return read;
    }
    this.next ??= this.current
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.read();
      });
    return this.next;
  }
}
