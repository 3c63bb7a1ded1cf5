import type pg from 'pg';
import type { Resource } from '@opsdeck/api';
import { DECLARED_RELATIONSHIPS, EXPOSED, MASKED_COLUMNS, NEVER_EXPOSED } from './exposure';

/**
 * The schema as /api/db sees it: exposed relations with their columns, keys and relationships, read once from
 * pg_catalog at start so that 0001_schema.sql stays the one source of truth. No request queries the catalog.
 */

export type ColumnCategory = 'json' | 'array' | 'bool' | 'number' | 'time' | 'text' | 'uuid' | 'other';

export interface Column {
  name: string;
  /** The type without modifiers (`character varying`, `text[]`), usable as a cast target. */
  type: string;
  category: ColumnCategory;
  /** For arrays, the element type. */
  elementType?: string;
  notNull: boolean;
  hasDefault: boolean;
}

export interface Relation {
  name: string;
  kind: 'table' | 'view';
  area: Resource;
  writable: boolean;
  columns: Map<string, Column>;
  /** Column names in table order (what `*` expands to). */
  columnOrder: string[];
  primaryKey: string[];
  uniqueKeys: string[][];
  masked: ReadonlySet<string>;
}

export interface ForeignKey {
  name: string;
  from: string;
  fromColumns: string[];
  to: string;
  toColumns: string[];
  /** Declared for a view rather than found in pg_constraint. */
  declared: boolean;
}

export interface Catalog {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  /** Declared relationships that do not match the schema: empty unless exposure.ts and the schema disagree. */
  problems: string[];
}

interface ColumnRow {
  relation: string;
  relkind: string;
  column: string;
  type: string;
  typcategory: string;
  element_type: string | null;
  not_null: boolean;
  has_default: boolean;
}

interface ConstraintRow {
  name: string;
  contype: 'p' | 'u' | 'f';
  relation: string;
  columns: string[];
  foreign_relation: string | null;
  foreign_columns: string[] | null;
}

const COLUMNS_SQL = `
  SELECT c.relname::text AS relation, c.relkind::text AS relkind, a.attname::text AS column,
         format_type(a.atttypid, NULL) AS type, t.typcategory::text AS typcategory,
         CASE WHEN t.typcategory = 'A' THEN format_type(t.typelem, NULL) END AS element_type,
         a.attnotnull AS not_null, a.atthasdef AS has_default
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    JOIN pg_type t ON t.oid = a.atttypid
   WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm') AND c.relname = ANY($1::text[])
   ORDER BY c.relname, a.attnum`;

const CONSTRAINTS_SQL = `
  SELECT con.conname::text AS name, con.contype::text AS contype, cl.relname::text AS relation,
         ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(num, ord)
                 JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num ORDER BY k.ord) AS columns,
         fcl.relname::text AS foreign_relation,
         CASE WHEN con.contype = 'f' THEN
           ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(num, ord)
                   JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num ORDER BY k.ord)
         END AS foreign_columns
    FROM pg_constraint con
    JOIN pg_class cl ON cl.oid = con.conrelid
    JOIN pg_namespace n ON n.oid = cl.relnamespace
    LEFT JOIN pg_class fcl ON fcl.oid = con.confrelid
   WHERE n.nspname = current_schema() AND con.contype IN ('p', 'u', 'f') AND cl.relname = ANY($1::text[])`;

function categorize(type: string, typcategory: string): ColumnCategory {
  if (type === 'json' || type === 'jsonb') return 'json';
  if (type === 'uuid') return 'uuid';
  switch (typcategory) {
    case 'A':
      return 'array';
    case 'B':
      return 'bool';
    case 'N':
      return 'number';
    case 'D':
      return 'time';
    case 'S':
      return 'text';
    default:
      return 'other';
  }
}

export async function loadCatalog(pool: pg.Pool): Promise<Catalog> {
  const names = Object.keys(EXPOSED).filter((n) => !NEVER_EXPOSED.includes(n));
  const { rows: columnRows } = await pool.query<ColumnRow>(COLUMNS_SQL, [names]);
  const { rows: constraintRows } = await pool.query<ConstraintRow>(CONSTRAINTS_SQL, [names]);

  const relations = new Map<string, Relation>();
  for (const row of columnRows) {
    let relation = relations.get(row.relation);
    if (!relation) {
      const spec = EXPOSED[row.relation]!;
      const kind = row.relkind === 'r' || row.relkind === 'p' ? 'table' : 'view';
      relation = {
        name: row.relation,
        kind,
        area: spec.area,
        writable: kind === 'table' && !spec.readOnly,
        columns: new Map(),
        columnOrder: [],
        primaryKey: [],
        uniqueKeys: [],
        masked: new Set(MASKED_COLUMNS[row.relation] ?? []),
      };
      relations.set(row.relation, relation);
    }
    relation.columns.set(row.column, {
      name: row.column,
      type: row.type,
      category: categorize(row.type, row.typcategory),
      ...(row.element_type ? { elementType: row.element_type } : {}),
      notNull: row.not_null,
      hasDefault: row.has_default,
    });
    relation.columnOrder.push(row.column);
  }

  const foreignKeys: ForeignKey[] = [];
  for (const row of constraintRows) {
    const relation = relations.get(row.relation);
    if (!relation) continue;
    if (row.contype === 'p') relation.primaryKey = row.columns;
    else if (row.contype === 'u') relation.uniqueKeys.push(row.columns);
    else if (row.foreign_relation && row.foreign_columns && relations.has(row.foreign_relation)) {
      // A foreign key to a table that is not exposed (identities, ...) cannot be embedded: leave it out.
      foreignKeys.push({
        name: row.name,
        from: row.relation,
        fromColumns: row.columns,
        to: row.foreign_relation,
        toColumns: row.foreign_columns,
        declared: false,
      });
    }
  }

  const problems: string[] = [];
  for (const d of DECLARED_RELATIONSHIPS) {
    const from = relations.get(d.from);
    const to = relations.get(d.to);
    const missing =
      !from || !to
        ? `relation ${!from ? d.from : d.to}`
        : [...d.fromColumns.filter((c) => !from.columns.has(c)).map((c) => `${d.from}.${c}`),
           ...d.toColumns.filter((c) => !to.columns.has(c)).map((c) => `${d.to}.${c}`)].join(', ');
    if (missing) problems.push(`declared relationship ${d.name}: missing ${missing}`);
    else foreignKeys.push({ ...d, declared: true });
  }
  return { relations, foreignKeys, problems };
}
