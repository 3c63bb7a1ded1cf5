import type { Resource } from '@opsdeck/api';
import { badRequest } from '../httpError';
import type { Catalog, Relation } from './catalog';
import { compileFilter, compileFilters } from './compileFilter';
import { fieldKey } from './grammar';
import { resolveEmbedding } from './relationships';
import type { RowFilter } from './rowPolicy';
import { fieldExpr, ident, SqlParams } from './sql';
import type { EmbedItem, EmbedOptions, OrderTerm, ParsedQuery, SelectItem } from './types';

/**
 * Reads -> one SQL statement. Embeds are correlated subqueries that build JSON in the database (row_to_json for a
 * to-one, json_agg for a to-many), so a page with nested embeds is one round trip and no N+1 from Node. The page
 * comes back as JSON text, ready to send.
 */

export interface CompileContext {
  catalog: Catalog;
  params: SqlParams;
  /** Every RBAC area the statement reads, with the relation that needs it: the route authorizes each. */
  areas: Map<Resource, string>;
  /** Every relation the statement reads, the embedded ones included. */
  relations: Set<string>;
  embedOptions: ReadonlyMap<string, EmbedOptions>;
  /** Narrows the rows read of each relation (the request's RowPolicy). */
  rowFilter: RowFilter | undefined;
  nextAlias: number;
}

export function newContext(
  catalog: Catalog,
  embedOptions: ReadonlyMap<string, EmbedOptions> = new Map(),
  rowFilter?: RowFilter,
): CompileContext {
  return { catalog, params: new SqlParams(), areas: new Map(), relations: new Set(), embedOptions, rowFilter, nextAlias: 1 };
}

interface CompiledList {
  /** `expr AS "key", ...` (may be empty: `SELECT FROM t` is valid and gives `{}` rows). */
  columns: string;
  /** EXISTS conditions of `!inner` embeds, to AND into the parent's WHERE. */
  innerConditions: string[];
}

export function compileOrder(relation: Relation, alias: string, terms: readonly OrderTerm[], params: SqlParams): string {
  if (!terms.length) return '';
  const parts = terms.map((t) => {
    const expr = fieldExpr(relation, alias, t.field, params, 'order');
    return `${expr.sql} ${t.direction.toUpperCase()}${t.nulls ? ` NULLS ${t.nulls.toUpperCase()}` : ''}`;
  });
  return ` ORDER BY ${parts.join(', ')}`;
}

function compileEmbed(ctx: CompileContext, parent: Relation, parentAlias: string, item: EmbedItem, path: string[]) {
  const embedding = resolveEmbedding(ctx.catalog, parent, item.name, item.hint);
  const { target } = embedding;
  if (!ctx.areas.has(target.area)) ctx.areas.set(target.area, target.name);
  ctx.relations.add(target.name);
  const key = item.alias ?? item.name;
  const childPath = [...path, key];
  const options = ctx.embedOptions.get(childPath.join('.'));
  const alias = `_t${ctx.nextAlias++}`;

  const join = embedding.targetColumns.map((column, i) => `${alias}.${ident(column)} = ${parentAlias}.${ident(embedding.parentColumns[i]!)}`);
  const filters = (options?.filters ?? []).map((f) => compileFilter(target, alias, f, ctx.params));
  const narrowed = ctx.rowFilter?.(target, alias, ctx.params);
  const inner = compileList(ctx, target, alias, item.select, childPath);
  const where = [...join, ...filters, ...(narrowed ? [narrowed] : []), ...inner.innerConditions].join(' AND ');
  const from = `${ident(target.name)} AS ${alias}`;

  let sql: string;
  if (embedding.toOne) {
    sql = `(SELECT row_to_json(_e) FROM (SELECT ${inner.columns} FROM ${from} WHERE ${where} LIMIT 1) AS _e)`;
  } else {
    const order = compileOrder(target, alias, options?.order ?? [], ctx.params);
    const limit = options?.limit !== undefined ? ` LIMIT ${options.limit}` : '';
    const offset = options?.offset ? ` OFFSET ${options.offset}` : '';
    sql = `coalesce((SELECT json_agg(_e) FROM (SELECT ${inner.columns} FROM ${from} WHERE ${where}${order}${limit}${offset}) AS _e), '[]'::json)`;
  }
  const exists = item.inner ? `EXISTS (SELECT 1 FROM ${from} WHERE ${where})` : undefined;
  return { key, sql, exists };
}

/** The select items of `relation` (aliased `alias`) as SQL; `path` locates nested embeds for their options. */
export function compileList(ctx: CompileContext, relation: Relation, alias: string, items: readonly SelectItem[], path: string[] = []): CompiledList {
  // Keyed by output name: a later item of the same name replaces an earlier one in place, so that
  // `*,created_by(id,name)` answers created_by as the embedded person rather than twice.
  const out = new Map<string, string>();
  const innerConditions: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      for (const name of relation.columnOrder) {
        out.set(name, fieldExpr(relation, alias, { column: name, path: [] }, ctx.params, 'select').sql);
      }
    } else if (item.kind === 'column') {
      const expr = fieldExpr(relation, alias, item.field, ctx.params, 'select');
      out.set(item.alias ?? fieldKey(item.field), item.cast ? `(${expr.sql})::${item.cast}` : expr.sql);
    } else {
      const embed = compileEmbed(ctx, relation, alias, item, path);
      out.set(embed.key, embed.sql);
      if (embed.exists) innerConditions.push(embed.exists);
    }
  }
  const columns = [...out].map(([key, sql]) => `${sql} AS ${ident(key)}`).join(', ');
  return { columns, innerConditions };
}

export interface ReadOptions {
  /** SQL of the FROM source, binding what it needs; the relation's own name by default (an RPC gives a subquery). */
  source?: (params: SqlParams) => string;
  withRows: boolean;
  withCount: boolean;
  maxRows: number;
  /** Narrows the rows read of the relation and of its embeds (the request's RowPolicy). */
  rowFilter?: RowFilter;
}

export interface CompiledRead {
  sql: string;
  params: unknown[];
  areas: Map<Resource, string>;
  /** Every relation the statement reads: the route authorizes the area of each one the RowPolicy does not open. */
  relations: Set<string>;
  offset: number;
}

/**
 * One statement answering `body` (JSON array text) and `n` (rows in it) when rows are wanted, and `total` (all
 * matching rows, ignoring limit and offset) when a count is wanted.
 */
export function compileRead(catalog: Catalog, relation: Relation, query: ParsedQuery, options: ReadOptions): CompiledRead {
  for (const path of query.embedOptions.keys()) {
    if (!selectsEmbedPath(query.select, path.split('.'))) {
      throw badRequest(`'${path}' in a filter or order is not an embedded resource of this select`);
    }
  }
  const ctx = newContext(catalog, query.embedOptions, options.rowFilter);
  ctx.areas.set(relation.area, relation.name);
  ctx.relations.add(relation.name);
  const alias = '_t0';
  const from = `${options.source ? options.source(ctx.params) : ident(relation.name)} AS ${alias}`;
  const narrowed = options.rowFilter?.(relation, alias, ctx.params);
  const list = options.withRows ? compileList(ctx, relation, alias, query.select) : undefined;
  const where = [
    compileFilters(relation, alias, query.filters, ctx.params),
    ...(narrowed ? [narrowed] : []),
    ...(list?.innerConditions ?? []),
  ].join(' AND ');
  const offset = query.offset ?? 0;
  const count = `(SELECT count(*) FROM ${from} WHERE ${where})::bigint`;

  let sql: string;
  if (list) {
    const order = compileOrder(relation, alias, query.order, ctx.params);
    const limit = Math.min(query.limit ?? options.maxRows, options.maxRows);
    const page = `SELECT ${list.columns} FROM ${from} WHERE ${where}${order} LIMIT ${limit}${offset ? ` OFFSET ${offset}` : ''}`;
    sql = `SELECT coalesce(json_agg(_r), '[]')::text AS body, count(*)::int AS n${options.withCount ? `, ${count} AS total` : ''} FROM (${page}) AS _r`;
  } else {
    // Count-only (HEAD): the select is not compiled, but !inner embeds would still narrow the count.
    const innerOnly = compileList(ctx, relation, alias, query.select.filter((i) => i.kind === 'embed' && i.inner));
    const narrowed = [where, ...innerOnly.innerConditions].join(' AND ');
    sql = `SELECT (SELECT count(*) FROM ${from} WHERE ${narrowed})::bigint AS total`;
  }
  return { sql, params: ctx.params.values, areas: ctx.areas, relations: ctx.relations, offset };
}

function selectsEmbedPath(items: readonly SelectItem[], path: string[]): boolean {
  const [head, ...rest] = path;
  const embed = items.find((i): i is EmbedItem => i.kind === 'embed' && (i.alias ?? i.name) === head);
  if (!embed) return false;
  return rest.length === 0 || selectsEmbedPath(embed.select, rest);
}
