import { badRequest } from '../httpError';
import type { Catalog, ForeignKey, Relation } from './catalog';

/**
 * Which relationship an embed means, by PostgREST's rules: a foreign-key column of the parent (`created_by(...)`)
 * is the row it points to; a relation name is the row the parent points to (to-one) or the rows that point at
 * the parent (to-many, unless the pointing columns are unique); a `!hint` (constraint or column name) picks one
 * when there are several.
 */

export interface Embedding {
  target: Relation;
  toOne: boolean;
  /** Joined pairwise: target.targetColumns[i] = parent.parentColumns[i]. */
  parentColumns: string[];
  targetColumns: string[];
  foreignKey: ForeignKey;
}

const sameColumns = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c) => b.includes(c));

function isUnique(relation: Relation, columns: string[]): boolean {
  return sameColumns(relation.primaryKey, columns) || relation.uniqueKeys.some((k) => sameColumns(k, columns));
}

function manyToOne(catalog: Catalog, fk: ForeignKey): Embedding {
  return {
    target: catalog.relations.get(fk.to)!,
    toOne: true,
    parentColumns: fk.fromColumns,
    targetColumns: fk.toColumns,
    foreignKey: fk,
  };
}

function oneToMany(catalog: Catalog, fk: ForeignKey): Embedding {
  const target = catalog.relations.get(fk.from)!;
  return {
    target,
    toOne: isUnique(target, fk.fromColumns),
    parentColumns: fk.toColumns,
    targetColumns: fk.fromColumns,
    foreignKey: fk,
  };
}

function candidates(catalog: Catalog, parent: Relation, name: string): Embedding[] {
  if (parent.columns.has(name)) {
    const viaColumn = catalog.foreignKeys
      .filter((fk) => fk.from === parent.name && fk.fromColumns.length === 1 && fk.fromColumns[0] === name)
      .map((fk) => manyToOne(catalog, fk));
    // A column that points at a table and at a view over it (config_id -> config_items, configs) means the table.
    const real = viaColumn.filter((e) => !e.foreignKey.declared);
    if (real.length) return real;
    if (viaColumn.length) return viaColumn;
  }
  if (!catalog.relations.has(name)) return [];
  return [
    ...catalog.foreignKeys.filter((fk) => fk.from === parent.name && fk.to === name).map((fk) => manyToOne(catalog, fk)),
    ...catalog.foreignKeys.filter((fk) => fk.to === parent.name && fk.from === name).map((fk) => oneToMany(catalog, fk)),
  ];
}

function applyHint(found: Embedding[], hint: string): Embedding[] {
  const byName = found.filter((e) => e.foreignKey.name === hint);
  if (byName.length) return byName;
  const byParentColumn = found.filter((e) => e.parentColumns.length === 1 && e.parentColumns[0] === hint);
  if (byParentColumn.length) return byParentColumn;
  return found.filter((e) => e.targetColumns.length === 1 && e.targetColumns[0] === hint);
}

export function resolveEmbedding(catalog: Catalog, parent: Relation, name: string, hint?: string): Embedding {
  let found = candidates(catalog, parent, name);
  if (!found.length) throw badRequest(`'${parent.name}' has no relationship named '${name}'`);
  if (hint) {
    found = applyHint(found, hint);
    if (!found.length) {
      throw badRequest(`no relationship between '${parent.name}' and '${name}' matches the hint '${hint}'`);
    }
  }
  if (found.length > 1) {
    const names = found.map((e) => `${name}!${e.foreignKey.name}`).join(', ');
    throw badRequest(`'${name}' is ambiguous on '${parent.name}': name the relationship, one of ${names}`);
  }
  return found[0]!;
}
