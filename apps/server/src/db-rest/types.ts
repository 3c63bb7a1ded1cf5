/**
 * The PostgREST grammar as a syntax tree. Parsing produces these from the query string without knowing the schema;
 * compiling checks every name against the catalog and turns them into SQL with bound values.
 */

/** One step of a JSON path: `->key` keeps JSON, `->>key` yields text. Numeric keys index arrays. */
export interface JsonPathStep {
  arrow: '->' | '->>';
  key: string | number;
}

/** A column, optionally followed by a JSON path (`labels->>app`). */
export interface FieldRef {
  column: string;
  path: JsonPathStep[];
}

export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Operators that accept the `(any)` / `(all)` modifier with a `{a,b}` list. */
export const QUANTIFIABLE_OPERATORS: readonly FilterOperator[] = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike'];

export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;
export type IsValue = (typeof IS_VALUES)[number];

export interface Condition {
  kind: 'condition';
  field: FieldRef;
  operator: FilterOperator;
  negated: boolean;
  quantifier?: 'any' | 'all';
  /** A list for `in`; otherwise the raw text (for like/ilike with `*` already turned into `%`). */
  value: string | string[];
}

export interface LogicTree {
  kind: 'logic';
  operator: 'and' | 'or';
  negated: boolean;
  children: Filter[];
}

/**
 * Mission Control's `<col>.filter=` extension: on a timestamp column `[=|>|<]<date math>` (`>now-1h`, default
 * `<`); on any other column a list `a,b,!c,pre*,*suf,*glob*` (includes ORed, excludes ANDed, `\,` escapes a comma).
 */
export interface MatchFilter {
  kind: 'match';
  field: FieldRef;
  value: string;
}

export type Filter = Condition | LogicTree | MatchFilter;

export interface OrderTerm {
  field: FieldRef;
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface StarItem {
  kind: 'star';
}

export interface ColumnItem {
  kind: 'column';
  field: FieldRef;
  alias?: string;
  cast?: string;
}

export interface EmbedItem {
  kind: 'embed';
  /** A table or view name, or a foreign-key column of the parent (`created_by(...)`). */
  name: string;
  alias?: string;
  /** A foreign-key constraint name or column that picks one relationship among several. */
  hint?: string;
  /** `!inner` keeps only parent rows that have a match. */
  inner: boolean;
  select: SelectItem[];
}

export type SelectItem = StarItem | ColumnItem | EmbedItem;

/** Filters, order and paging aimed at one embed (`hypotheses.type=eq.root`, `hypotheses.order=created_at`). */
export interface EmbedOptions {
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** Keyed by the embed path: the alias (or name) of each embed, joined with dots. */
  embedOptions: Map<string, EmbedOptions>;
  /** `columns=` of an insert (postgrest-js sends it for arrays). */
  columns?: string[];
  /** `on_conflict=` of an upsert. */
  onConflict?: string[];
  /** Parameters passed through unparsed because the caller named them (RPC arguments on GET). */
  passthrough: Map<string, string>;
}
