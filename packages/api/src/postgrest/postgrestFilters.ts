/**
 * Filter conditions, built once and rendered in either of PostgREST's two places: a top-level query parameter
 * (`status=not.eq.healthy`) or an element of a logic tree (`or=(status.not.eq.healthy,and(a.gt.1,a.lt.5))`).
 */
import {
  formatContains,
  formatInList,
  formatScalar,
  quoteListValue,
  type ContainsValue,
  type FilterScalar,
} from './postgrestValue';

export const FILTER_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is', 'cs'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type IsValue = null | boolean | 'unknown';

/** What each operator takes. */
export interface OperatorValues {
  eq: FilterScalar;
  neq: FilterScalar;
  gt: FilterScalar;
  gte: FilterScalar;
  lt: FilterScalar;
  lte: FilterScalar;
  like: string;
  ilike: string;
  in: readonly FilterScalar[];
  is: IsValue;
  cs: ContainsValue;
}

export interface FilterCondition {
  readonly kind: 'filter';
  readonly column: string;
  readonly operator: FilterOperator;
  readonly value: OperatorValues[FilterOperator];
  readonly negated: boolean;
}

export interface LogicCondition {
  readonly kind: 'or' | 'and';
  readonly conditions: readonly Condition[];
  readonly negated: boolean;
}

export type Condition = FilterCondition | LogicCondition;

/** Column names are part of the grammar, not data: refuse ones that would change the query's structure. */
const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*(?:->>?[A-Za-z0-9_]+)*$/;

export function assertColumn(column: string): void {
  if (!COLUMN.test(column)) throw new TypeError(`Invalid PostgREST column name: ${JSON.stringify(column)}`);
}

export function condition<O extends FilterOperator>(
  column: string,
  operator: O,
  value: OperatorValues[O],
  negated = false,
): FilterCondition {
  assertColumn(column);
  if (!FILTER_OPERATORS.includes(operator)) throw new TypeError(`Unknown PostgREST operator: ${String(operator)}`);
  return { kind: 'filter', column, operator, value, negated };
}

export function negate(target: Condition): Condition {
  return { ...target, negated: !target.negated };
}

export function logic(kind: 'or' | 'and', conditions: readonly Condition[]): LogicCondition {
  if (conditions.length === 0) throw new TypeError(`An ${kind}() needs at least one condition`);
  return { kind, conditions, negated: false };
}

/** `op.value`, with the value quoted where a logic tree needs it. */
function operatorAndValue(filter: FilterCondition, nested: boolean): string {
  const { operator, value } = filter;
  let text: string;
  if (operator === 'in') text = formatInList(value as readonly FilterScalar[]);
  else if (operator === 'cs') text = formatContains(value as ContainsValue);
  else if (operator === 'is') text = value === null ? 'null' : String(value);
  else text = nested ? quoteListValue(value as FilterScalar) : formatScalar(value as FilterScalar);
  return `${filter.negated ? 'not.' : ''}${operator}.${text}`;
}

/** An element of a logic tree: `col.op.value`, `not.and(...)`. */
export function renderNested(target: Condition): string {
  if (target.kind === 'filter') return `${target.column}.${operatorAndValue(target, true)}`;
  return `${target.negated ? 'not.' : ''}${target.kind}(${target.conditions.map(renderNested).join(',')})`;
}

/** A top-level query parameter as [name, value]: `['status', 'not.eq.x']`, `['or', '(a.eq.1,b.eq.2)']`. */
export function renderTopLevel(target: Condition, referencedTable?: string): [string, string] {
  const prefix = referencedTable ? `${referencedTable}.` : '';
  if (target.kind === 'filter') return [prefix + target.column, operatorAndValue(target, false)];
  const name = `${target.negated ? 'not.' : ''}${target.kind}`;
  return [prefix + name, `(${target.conditions.map(renderNested).join(',')})`];
}

/** Builds conditions for `or()` / `and()` trees, typed on the row's columns. */
export interface ConditionFactory<Column extends string> {
  eq(column: Column, value: FilterScalar): Condition;
  neq(column: Column, value: FilterScalar): Condition;
  gt(column: Column, value: FilterScalar): Condition;
  gte(column: Column, value: FilterScalar): Condition;
  lt(column: Column, value: FilterScalar): Condition;
  lte(column: Column, value: FilterScalar): Condition;
  like(column: Column, pattern: string): Condition;
  ilike(column: Column, pattern: string): Condition;
  in(column: Column, values: readonly FilterScalar[]): Condition;
  is(column: Column, value: IsValue): Condition;
  cs(column: Column, value: ContainsValue): Condition;
  not(target: Condition): Condition;
  or(...conditions: Condition[]): Condition;
  and(...conditions: Condition[]): Condition;
}

export function conditionFactory<Column extends string>(): ConditionFactory<Column> {
  return {
    eq: (column, value) => condition(column, 'eq', value),
    neq: (column, value) => condition(column, 'neq', value),
    gt: (column, value) => condition(column, 'gt', value),
    gte: (column, value) => condition(column, 'gte', value),
    lt: (column, value) => condition(column, 'lt', value),
    lte: (column, value) => condition(column, 'lte', value),
    like: (column, pattern) => condition(column, 'like', pattern),
    ilike: (column, pattern) => condition(column, 'ilike', pattern),
    in: (column, values) => condition(column, 'in', values),
    is: (column, value) => condition(column, 'is', value),
    cs: (column, value) => condition(column, 'cs', value),
    not: negate,
    or: (...conditions) => logic('or', conditions),
    and: (...conditions) => logic('and', conditions),
  };
}
