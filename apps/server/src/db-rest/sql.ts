import { badRequest } from '../httpError';
import type { Column, ColumnCategory, Relation } from './catalog';
import { SECRET_REFERENCE_PREFIXES } from './exposure';
import type { FieldRef } from './types';

/**
 * SQL building blocks. The rule that keeps injection out: identifiers come only from the catalog (and are quoted
 * anyway), every value from a request is a bound parameter ($n), and the few literals here are constants.
 */

export class SqlParams {
  readonly values: unknown[] = [];

  /** Binds a value and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** An expression with the type it evaluates to, so that a bound value can be cast to match it. */
export interface TypedExpr {
  sql: string;
  type: string;
  category: ColumnCategory;
}

export function columnOf(relation: Relation, name: string): Column {
  const column = relation.columns.get(name);
  if (!column) throw badRequest(`column '${name}' does not exist on '${relation.name}'`);
  return column;
}

/** A column as a read returns it: secret columns answer '***' unless empty or a reference to a secret. */
export function readColumn(relation: Relation, alias: string, name: string): string {
  const ref = `${alias}.${ident(name)}`;
  if (!relation.masked.has(name)) return ref;
  // The prefixes are constants of ours (no quotes in them), so inlining them is safe.
  const keep = SECRET_REFERENCE_PREFIXES.map((prefix) => `${ref} LIKE '${prefix}%'`).join(' OR ');
  return `CASE WHEN ${ref} IS NULL OR ${ref} = '' OR ${keep} THEN ${ref} ELSE '***' END`;
}

export type FieldUse = 'select' | 'filter' | 'order';

/** A column or JSON path of `relation` (aliased `alias`) as SQL. Secret columns may be selected but not compared. */
export function fieldExpr(relation: Relation, alias: string, field: FieldRef, params: SqlParams, use: FieldUse): TypedExpr {
  const column = columnOf(relation, field.column);
  if (relation.masked.has(column.name) && use !== 'select') {
    throw badRequest(`column '${column.name}' of '${relation.name}' is secret and cannot be used in ${use === 'filter' ? 'a filter' : 'order'}`);
  }
  const base = use === 'select' ? readColumn(relation, alias, column.name) : `${alias}.${ident(column.name)}`;
  // json has no equality or containment operators: compare as jsonb.
  const asJsonb = column.type === 'json' && (use !== 'select' || field.path.length > 0);
  if (!field.path.length) {
    return asJsonb ? { sql: `${base}::jsonb`, type: 'jsonb', category: 'json' } : { sql: base, type: column.type, category: column.category };
  }
  if (column.category !== 'json') {
    throw badRequest(`'${column.name}' of '${relation.name}' is not a JSON column: '->' and '->>' apply to json and jsonb`);
  }
  let sql = asJsonb ? `${base}::jsonb` : base;
  field.path.forEach((step, i) => {
    if (step.arrow === '->>' && i < field.path.length - 1) {
      throw badRequest(`'->>' must be the last step of the JSON path on '${column.name}'`);
    }
    const key = typeof step.key === 'number' ? `${params.add(step.key)}::int` : `${params.add(step.key)}::text`;
    sql = `(${sql} ${step.arrow} ${key})`;
  });
  const last = field.path[field.path.length - 1]!;
  return last.arrow === '->>' ? { sql, type: 'text', category: 'text' } : { sql, type: 'jsonb', category: 'json' };
}
