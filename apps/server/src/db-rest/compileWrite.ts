import type { Resource } from '@opsdeck/api';
import { badRequest } from '../httpError';
import type { Catalog, Column, Relation } from './catalog';
import { compileFilters } from './compileFilter';
import { compileList, newContext, type CompileContext } from './compileSelect';
import type { RowFilter } from './rowPolicy';
import { columnOf, ident } from './sql';
import type { ParsedQuery } from './types';

/**
 * Writes -> SQL. Each statement is `WITH _w AS (<INSERT|UPDATE|DELETE> ... RETURNING *) SELECT <representation>`,
 * so the rows written come back through the same select compiler as reads (masking and embeds included). The route
 * runs the statements of one request in one transaction.
 */

export type RowObject = Record<string, unknown>;

export interface WriteStatement {
  sql: string;
  params: unknown[];
}

export interface CompiledWrite {
  statements: WriteStatement[];
  /** Areas read by the representation (the written relation and its embeds). */
  readAreas: Map<Resource, string>;
  /** Relations embedded in the representation. */
  readRelations: Set<string>;
}

export interface WriteOptions {
  /** The caller's person id: stamped into created_by / updated_by. */
  personId: string;
  /** Answer the written rows (Prefer: return=representation). */
  returnRows: boolean;
  /** Narrows the rows a PATCH or DELETE changes (the request's RowPolicy for that action). */
  targetFilter?: RowFilter;
  /** Narrows the rows embedded in the representation (the request's RowPolicy for reads). */
  readFilter?: RowFilter;
}

export interface InsertOptions extends WriteOptions {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  /** Narrows the existing rows an upsert (merge-duplicates) may update (the request's RowPolicy for updates). */
  conflictFilter?: RowFilter;
}

/** PostgreSQL takes at most 65535 parameters per statement: large batches are split, still in one transaction. */
const MAX_PARAMS_PER_STATEMENT = 30_000;

/** The value written to `column`, as SQL: a bound parameter cast to the column type, DEFAULT, or now(). */
function valueSql(ctx: CompileContext, relation: Relation, column: Column, value: unknown): string {
  if (value === undefined) return 'DEFAULT';
  if (value === null) return `NULL::${column.type}`;
  const where = `column '${column.name}' of '${relation.name}'`;
  if (column.category === 'json') return `${ctx.params.add(JSON.stringify(value))}::${column.type}`;
  if (column.category === 'array') {
    if (typeof value === 'string') return `${ctx.params.add(value)}::${column.type}`;
    if (!Array.isArray(value) || value.some((v) => v !== null && typeof v === 'object')) {
      throw badRequest(`${where} takes an array of ${column.elementType ?? 'values'}`);
    }
    return `${ctx.params.add(value)}::${column.type}`;
  }
  if (typeof value === 'object') {
    throw badRequest(`${where} takes a ${column.type}, not ${Array.isArray(value) ? 'an array' : 'an object'}`);
  }
  if (column.category === 'time' && typeof value === 'string' && value.trim().toLowerCase() === 'now()') return 'now()';
  return `${ctx.params.add(value)}::${column.type}`;
}

/** '***' written to a secret column means "unchanged" (it is what a read of that column answered). */
const isMaskEcho = (relation: Relation, column: string, value: unknown) => relation.masked.has(column) && value === '***';

function representation(ctx: CompileContext, relation: Relation, query: ParsedQuery, options: WriteOptions): string {
  if (!options.returnRows) return 'SELECT NULL::text AS body, count(*)::int AS n FROM _w';
  const list = compileList(ctx, relation, '_t0', query.select);
  return `SELECT coalesce(json_agg(_r), '[]')::text AS body, count(*)::int AS n FROM (SELECT ${list.columns} FROM _w AS _t0) AS _r`;
}

function refuseReadModifiers(query: ParsedQuery, method: string) {
  if (query.order.length || query.limit !== undefined || query.offset !== undefined) {
    throw badRequest(`order, limit and offset do not apply to ${method}`);
  }
}

function conflictClause(relation: Relation, query: ParsedQuery, columns: string[], maskEchoed: Set<string>, options: InsertOptions, ctx: CompileContext): string {
  if (!options.resolution) {
    if (query.onConflict) throw badRequest('on_conflict needs Prefer: resolution=merge-duplicates or ignore-duplicates');
    return '';
  }
  const target = query.onConflict ?? relation.primaryKey;
  if (!target.length) throw badRequest(`'${relation.name}' has no primary key: name the conflict columns with on_conflict`);
  target.forEach((c) => columnOf(relation, c));
  const on = `ON CONFLICT (${target.map(ident).join(', ')})`;
  if (options.resolution === 'ignore-duplicates') return ` ${on} DO NOTHING`;
  const sets = columns
    .filter((c) => !target.includes(c) && c !== 'created_by')
    .map((c) => `${ident(c)} = ${maskEchoed.has(c) ? `coalesce(EXCLUDED.${ident(c)}, _x.${ident(c)})` : `EXCLUDED.${ident(c)}`}`);
  if (relation.columns.has('updated_at') && !columns.includes('updated_at')) sets.push('"updated_at" = now()');
  if (relation.columns.has('updated_by') && !columns.includes('updated_by')) sets.push(`"updated_by" = ${ctx.params.add(options.personId)}::uuid`);
  // Nothing but the key was sent: a no-op update still returns the existing row.
  if (!sets.length) sets.push(`${ident(target[0]!)} = EXCLUDED.${ident(target[0]!)}`);
  const narrowed = options.conflictFilter?.(relation, '_x', ctx.params);
  return ` ${on} DO UPDATE SET ${sets.join(', ')}${narrowed ? ` WHERE ${narrowed}` : ''}`;
}

export function compileInsert(catalog: Catalog, relation: Relation, query: ParsedQuery, rows: RowObject[], options: InsertOptions): CompiledWrite {
  refuseReadModifiers(query, 'POST');
  if (query.filters.length) throw badRequest('filters do not apply to POST');
  const stampCreator = relation.columns.has('created_by');

  let columns = query.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  columns.forEach((c) => columnOf(relation, c));
  columns = columns.filter((c) => !(stampCreator && c === 'created_by'));
  if (stampCreator) columns.push('created_by');
  // An empty object inserts a row of defaults: name one column so that VALUES (DEFAULT) is valid SQL.
  if (!columns.length) columns = [relation.columnOrder[0]!];

  const maskEchoed = new Set(columns.filter((c) => rows.some((r) => isMaskEcho(relation, c, r[c]))));
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS_PER_STATEMENT / columns.length));
  const statements: WriteStatement[] = [];
  const readAreas = new Map<Resource, string>();
  const readRelations = new Set<string>();
  for (let start = 0; start < rows.length; start += perStatement) {
    const ctx = newContext(catalog, query.embedOptions, options.readFilter);
    const tuples = rows.slice(start, start + perStatement).map((row) => {
      const values = columns.map((name) => {
        const column = relation.columns.get(name)!;
        if (stampCreator && name === 'created_by') return `${ctx.params.add(options.personId)}::uuid`;
        const value = isMaskEcho(relation, name, row[name]) ? undefined : row[name];
        return valueSql(ctx, relation, column, value);
      });
      return `(${values.join(', ')})`;
    });
    const conflict = conflictClause(relation, query, columns, maskEchoed, options, ctx);
    const insert = `INSERT INTO ${ident(relation.name)} AS _x (${columns.map(ident).join(', ')}) VALUES ${tuples.join(', ')}${conflict} RETURNING _x.*`;
    const sql = `WITH _w AS (${insert}) ${representation(ctx, relation, query, options)}`;
    statements.push({ sql, params: ctx.params.values });
    ctx.areas.forEach((name, area) => readAreas.set(area, name));
    ctx.relations.forEach((name) => readRelations.add(name));
  }
  return { statements, readAreas, readRelations };
}

function requireFilters(query: ParsedQuery, method: string) {
  refuseReadModifiers(query, method);
  if (!query.filters.length) {
    throw badRequest(`${method} needs at least one filter (such as id=eq.<id>): refusing to change every row`);
  }
}

/** The WHERE of a PATCH or DELETE: the request's filters and what the RowPolicy lets it change. */
function targetWhere(ctx: CompileContext, relation: Relation, query: ParsedQuery, options: WriteOptions): string {
  const where = compileFilters(relation, '_t0', query.filters, ctx.params);
  const narrowed = options.targetFilter?.(relation, '_t0', ctx.params);
  return narrowed ? `${where} AND ${narrowed}` : where;
}

export function compileUpdate(catalog: Catalog, relation: Relation, query: ParsedQuery, patch: RowObject, options: WriteOptions): CompiledWrite {
  requireFilters(query, 'PATCH');
  const keys = Object.keys(patch);
  if (!keys.length) throw badRequest('PATCH body has no columns to update');
  const ctx = newContext(catalog, query.embedOptions, options.readFilter);
  const sets: string[] = [];
  for (const name of keys) {
    const column = columnOf(relation, name);
    // The creator is fixed at creation; the updater and time are stamped below.
    if (name === 'created_by' || name === 'updated_by' || name === 'updated_at') continue;
    if (isMaskEcho(relation, name, patch[name])) continue;
    sets.push(`${ident(name)} = ${valueSql(ctx, relation, column, patch[name])}`);
  }
  if (relation.columns.has('updated_at')) sets.push('"updated_at" = now()');
  if (relation.columns.has('updated_by')) sets.push(`"updated_by" = ${ctx.params.add(options.personId)}::uuid`);
  if (!sets.length) throw badRequest('PATCH body changes nothing');
  const where = targetWhere(ctx, relation, query, options);
  const update = `UPDATE ${ident(relation.name)} AS _t0 SET ${sets.join(', ')} WHERE ${where} RETURNING _t0.*`;
  const sql = `WITH _w AS (${update}) ${representation(ctx, relation, query, options)}`;
  return { statements: [{ sql, params: ctx.params.values }], readAreas: ctx.areas, readRelations: ctx.relations };
}

export function compileDelete(catalog: Catalog, relation: Relation, query: ParsedQuery, options: WriteOptions): CompiledWrite {
  requireFilters(query, 'DELETE');
  const ctx = newContext(catalog, query.embedOptions, options.readFilter);
  const where = targetWhere(ctx, relation, query, options);
  const sql = `WITH _w AS (DELETE FROM ${ident(relation.name)} AS _t0 WHERE ${where} RETURNING _t0.*) ${representation(ctx, relation, query, options)}`;
  return { statements: [{ sql, params: ctx.params.values }], readAreas: ctx.areas, readRelations: ctx.relations };
}
