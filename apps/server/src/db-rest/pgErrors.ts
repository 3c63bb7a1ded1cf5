import { HttpError } from '../httpError';

/**
 * PostgreSQL errors a client's input can cause and that the shared error handler does not map (it knows the
 * common ones: 22P02, 23505, ...). Anything else is left alone and ends as a 500 without details.
 */

const LEFT_TO_ERRORS_PLUGIN = new Set(['22P02', '22007', '22008', '22003', '22001', '2201W', '2201X', '42883']);

const SPECIFIC: Record<string, [number, string]> = {
  '42P10': [400, 'on_conflict must name the columns of a primary key or unique constraint'],
  '42804': [400, 'value of the wrong type for this column or operator'],
  '42846': [400, 'value cannot be converted to the column type'],
  '54000': [400, 'query too large'],
  '54001': [400, 'query nested too deeply'],
  '23P01': [409, 'exclusion constraint violation'],
};

export function translatePgError(err: unknown): unknown {
  const pg = err as { code?: unknown; message?: string; detail?: string };
  if (typeof pg.code !== 'string' || LEFT_TO_ERRORS_PLUGIN.has(pg.code)) return err;
  const specific = SPECIFIC[pg.code];
  const message = pg.detail ?? pg.message;
  if (specific) return new HttpError(specific[0], specific[1], { message });
  // Class 22 is "data exception": always about a value the client sent (a NUL byte, a bad array literal, ...).
  if (pg.code.startsWith('22')) return new HttpError(400, 'invalid value', { message });
  return err;
}
