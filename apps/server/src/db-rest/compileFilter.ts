import { badRequest } from '../httpError';
import type { Relation } from './catalog';
import { compileMatch } from './matchFilter';
import { fieldExpr, type SqlParams, type TypedExpr } from './sql';
import type { Condition, Filter } from './types';

/** Filter trees -> a SQL boolean expression over `alias`, every value bound and cast to its column's type. */

const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** A value for `target`, cast to its type; `now()` for a timestamp means the database's now. */
function bind(value: string, target: TypedExpr, params: SqlParams): string {
  if (target.category === 'time' && value.trim().toLowerCase() === 'now()') return 'now()';
  return `${params.add(value)}::${target.type}`;
}

function describe(relation: Relation, condition: Condition): string {
  return `'${condition.operator}' on '${relation.name}.${condition.field.column}'`;
}

function containment(relation: Relation, condition: Condition, target: TypedExpr, params: SqlParams): string {
  const value = condition.value as string;
  const symbol = condition.operator === 'cs' ? '@>' : condition.operator === 'cd' ? '<@' : '&&';
  if (target.category === 'json' && condition.operator !== 'ov') {
    try {
      JSON.parse(value);
    } catch {
      throw badRequest(`${describe(relation, condition)} needs a JSON value such as {"key":"value"}, got '${value}'`);
    }
    return `${target.sql} ${symbol} ${params.add(value)}::jsonb`;
  }
  if (target.category === 'array') return `${target.sql} ${symbol} ${params.add(value)}::${target.type}`;
  const accepted = condition.operator === 'ov' ? 'array columns' : 'jsonb and array columns';
  throw badRequest(`${describe(relation, condition)} applies to ${accepted} only`);
}

function compileCondition(relation: Relation, alias: string, condition: Condition, params: SqlParams): string {
  const target = fieldExpr(relation, alias, condition.field, params, 'filter');
  const { operator } = condition;
  const value = condition.value;

  if (condition.quantifier) {
    if (target.category === 'array') throw badRequest(`${describe(relation, condition)}(${condition.quantifier}) does not apply to an array column`);
    const quantifier = condition.quantifier.toUpperCase();
    if (operator === 'like' || operator === 'ilike') {
      return `${target.sql}::text ${operator.toUpperCase()} ${quantifier}(${params.add(value)}::text[])`;
    }
    return `${target.sql} ${COMPARISONS[operator]} ${quantifier}(${params.add(value)}::${target.type}[])`;
  }

  switch (operator) {
    case 'eq':
    case 'neq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return `${target.sql} ${COMPARISONS[operator]} ${bind(value as string, target, params)}`;
    case 'like':
    case 'ilike':
      return `${target.sql}::text ${operator.toUpperCase()} ${params.add(value)}::text`;
    case 'in':
      if (target.category === 'array') throw badRequest(`${describe(relation, condition)} does not apply to an array column; use cs or ov`);
      return `${target.sql} = ANY(${params.add(value)}::${target.type}[])`;
    case 'isdistinct':
      return `${target.sql} IS DISTINCT FROM ${bind(value as string, target, params)}`;
    case 'is':
      if (value === 'null') return `${target.sql} IS NULL`;
      if (value === 'not_null') return `${target.sql} IS NOT NULL`;
      if (target.category !== 'bool') throw badRequest(`${describe(relation, condition)}.${value} applies to boolean columns only`);
      return `${target.sql} IS ${(value as string).toUpperCase()}`;
    case 'cs':
    case 'cd':
    case 'ov':
      return containment(relation, condition, target, params);
  }
}

export function compileFilter(relation: Relation, alias: string, filter: Filter, params: SqlParams): string {
  if (filter.kind === 'match') {
    const target = fieldExpr(relation, alias, filter.field, params, 'filter');
    return `(${compileMatch(target, filter.value, `'${filter.field.column}.filter'`, params)})`;
  }
  const sql =
    filter.kind === 'condition'
      ? compileCondition(relation, alias, filter, params)
      : filter.children.map((c) => compileFilter(relation, alias, c, params)).join(filter.operator === 'and' ? ' AND ' : ' OR ');
  return filter.negated ? `NOT (${sql})` : `(${sql})`;
}

/** All filters ANDed; 'true' when there are none. */
export function compileFilters(relation: Relation, alias: string, filters: readonly Filter[], params: SqlParams): string {
  return filters.length ? filters.map((f) => compileFilter(relation, alias, f, params)).join(' AND ') : 'true';
}
