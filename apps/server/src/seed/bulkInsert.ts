import type { Queryable } from '../db/queryable';

/** Column name -> SQL type, in insert order. */
export type ColumnTypes = Record<string, string>;

/**
 * Inserts rows in batches, each batch as ONE bound JSON parameter expanded by json_to_recordset: a few statements
 * instead of thousands, no SQL built from values, and columns left out take their defaults.
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: ColumnTypes,
  rows: ReadonlyArray<Record<string, unknown>>,
  batchSize = 2_000,
): Promise<number> {
  if (rows.length === 0) return 0;
  const names = Object.keys(columns);
  const definitions = names.map((name) => `${name} ${columns[name]}`).join(', ');
  const sql = `INSERT INTO ${table} (${names.join(', ')})
               SELECT ${names.join(', ')} FROM json_to_recordset($1::json) AS x(${definitions})`;
  let inserted = 0;
  for (let i = 0; i < rows.length; i += batchSize) {
    const result = await db.query(sql, [JSON.stringify(rows.slice(i, i + batchSize))]);
    inserted += result.rowCount ?? 0;
  }
  return inserted;
}
