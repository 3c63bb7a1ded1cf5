/**
 * An immutable, typed PostgREST request over the client's `/db` service. Each method returns a new query, so a
 * base query can be shared and refined. Nothing is sent until `execute()`.
 */
import type { OpsdeckClient } from '../http/createOpsdeckClient';
import { parseContentRange } from './contentRange';
import {
  assertColumn,
  condition,
  conditionFactory,
  logic,
  renderTopLevel,
  type Condition,
  type ConditionFactory,
  type FilterOperator,
  type IsValue,
  type OperatorValues,
} from './postgrestFilters';
import { renderSelect, type SelectInput } from './postgrestSelect';
import type { ContainsValue, FilterScalar } from './postgrestValue';

export type Column<Row> = Extract<keyof Row, string>;
export type PostgrestMethod = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';

export interface PostgrestResult<T> {
  data: T;
  /** The exact total when `count()` was asked for (from Content-Range), else null. */
  total: number | null;
}

export interface PostgrestRequest {
  method: PostgrestMethod;
  /** Below the API root, e.g. '/db/checks?select=id%2Cname&status=eq.healthy'. */
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface ExecuteOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface OrderOptions {
  ascending?: boolean;
  nullsFirst?: boolean;
  /** Orders rows of an embedded resource: `hypotheses.order=created_at.asc`. */
  referencedTable?: string;
}

/** Everything a query is; copied on each change. */
export interface QueryState {
  readonly resource: string;
  readonly method: PostgrestMethod;
  readonly action: 'read' | 'insert' | 'upsert' | 'update' | 'delete' | 'rpc';
  readonly select?: string;
  readonly params: readonly (readonly [string, string])[];
  readonly order: readonly (readonly [string | undefined, string])[];
  readonly limit?: number;
  readonly offset?: number;
  readonly count: boolean;
  readonly single: boolean;
  readonly body?: unknown;
  readonly onConflict?: string;
}

const OBJECT_ACCEPT = 'application/vnd.pgrst.object+json';

function assertCount(what: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number >= 0, got ${value}`);
}

export class PostgrestQuery<Row extends object, Result = Row> {
  readonly #http: OpsdeckClient;
  readonly #state: QueryState;

  constructor(http: OpsdeckClient, state: QueryState) {
    this.#http = http;
    this.#state = state;
  }

  #with<R = Result>(patch: Partial<QueryState>): PostgrestQuery<Row, R> {
    return new PostgrestQuery<Row, R>(this.#http, { ...this.#state, ...patch });
  }

  /** Columns and embeds to return; give the row type of the result as the type argument. */
  select<R = Result>(columns: SelectInput = '*'): PostgrestQuery<Row, R> {
    return this.#with<R>({ select: renderSelect(columns) });
  }

  /** Adds a condition; all top-level conditions must hold. */
  where(target: Condition, referencedTable?: string): PostgrestQuery<Row, Result> {
    return this.#with({ params: [...this.#state.params, renderTopLevel(target, referencedTable)] });
  }

  filter<O extends FilterOperator>(column: string, operator: O, value: OperatorValues[O]): PostgrestQuery<Row, Result> {
    return this.where(condition(column, operator, value));
  }

  eq(column: Column<Row>, value: FilterScalar) {
    return this.filter(column, 'eq', value);
  }
  neq(column: Column<Row>, value: FilterScalar) {
    return this.filter(column, 'neq', value);
  }
  gt(column: Column<Row>, value: FilterScalar) {
    return this.filter(column, 'gt', value);
  }
  gte(column: Column<Row>, value: FilterScalar) {
    return this.filter(column, 'gte', value);
  }
  lt(column: Column<Row>, value: FilterScalar) {
    return this.filter(column, 'lt', value);
  }
  lte(column: Column<Row>, value: FilterScalar) {
    return this.filter(column, 'lte', value);
  }
  /** `*` is PostgREST's wildcard; the pattern is URL-encoded like every value. */
  like(column: Column<Row>, pattern: string) {
    return this.filter(column, 'like', pattern);
  }
  ilike(column: Column<Row>, pattern: string) {
    return this.filter(column, 'ilike', pattern);
  }
  in(column: Column<Row>, values: readonly FilterScalar[]) {
    return this.filter(column, 'in', values);
  }
  is(column: Column<Row>, value: IsValue) {
    return this.filter(column, 'is', value);
  }
  cs(column: Column<Row>, value: ContainsValue) {
    return this.filter(column, 'cs', value);
  }
  /** `not(col, 'is', null)` -> `col=not.is.null`. */
  not<O extends FilterOperator>(column: Column<Row>, operator: O, value: OperatorValues[O]) {
    return this.where(condition(column, operator, value, true));
  }
  /** An `eq` for each entry. */
  match(values: Partial<Record<Column<Row>, FilterScalar>>) {
    return (Object.entries(values) as [string, FilterScalar | undefined][]).reduce<PostgrestQuery<Row, Result>>(
      (query, [column, value]) => (value === undefined ? query : query.filter(column, 'eq', value)),
      this,
    );
  }
  /** `or=(a.eq.1,b.gt.2)`: at least one condition holds. */
  or(build: ((f: ConditionFactory<Column<Row>>) => Condition[]) | readonly Condition[], referencedTable?: string) {
    const conditions = typeof build === 'function' ? build(conditionFactory<Column<Row>>()) : build;
    return this.where(logic('or', conditions), referencedTable);
  }

  order(column: Column<Row>, options: OrderOptions = {}): PostgrestQuery<Row, Result> {
    assertColumn(column);
    const direction = options.ascending === false ? 'desc' : 'asc';
    const nulls = options.nullsFirst === undefined ? '' : options.nullsFirst ? '.nullsfirst' : '.nullslast';
    const item = [options.referencedTable, `${column}.${direction}${nulls}`] as const;
    return this.#with({ order: [...this.#state.order, item] });
  }

  limit(limit: number): PostgrestQuery<Row, Result> {
    assertCount('limit', limit);
    return this.#with({ limit });
  }

  offset(offset: number): PostgrestQuery<Row, Result> {
    assertCount('offset', offset);
    return this.#with({ offset });
  }

  /** Page `index` (0-based) of `size` rows. */
  page(index: number, size: number): PostgrestQuery<Row, Result> {
    return this.limit(size).offset(index * size);
  }

  /** Ask for the exact total (`Prefer: count=exact`), returned as `total`. */
  count(): PostgrestQuery<Row, Result> {
    return this.#with({ count: true });
  }

  /** Exactly one row, as an object (`Accept: application/vnd.pgrst.object+json`); anything else is a 406. */
  single(): PostgrestSingleQuery<Row, Result> {
    return new PostgrestSingleQuery(this.#with({ single: true }));
  }

  toRequest(): PostgrestRequest {
    const state = this.#state;
    if ((state.action === 'update' || state.action === 'delete') && state.params.length === 0) {
      // PostgREST would apply it to every row; no widget ever means that.
      throw new Error(`Refusing to ${state.action} every row of ${state.resource}: add a filter`);
    }
    const params = new URLSearchParams();
    if (state.select !== undefined) params.append('select', state.select);
    for (const [name, value] of state.params) params.append(name, value);
    const orders = new Map<string, string[]>();
    for (const [table, item] of state.order) {
      const name = table ? `${table}.order` : 'order';
      orders.set(name, [...(orders.get(name) ?? []), item]);
    }
    for (const [name, items] of orders) params.append(name, items.join(','));
    if (state.offset !== undefined) params.append('offset', String(state.offset));
    if (state.limit !== undefined) params.append('limit', String(state.limit));
    if (state.onConflict !== undefined) params.append('on_conflict', state.onConflict);

    const prefer: string[] = [];
    if (state.action === 'upsert') prefer.push('resolution=merge-duplicates');
    if (state.method !== 'GET' && state.method !== 'HEAD') prefer.push('return=representation');
    if (state.count) prefer.push('count=exact');
    const headers: Record<string, string> = {};
    if (prefer.length) headers.Prefer = prefer.join(',');
    if (state.single) headers.Accept = OBJECT_ACCEPT;

    const qs = params.toString();
    const request: PostgrestRequest = {
      method: state.method,
      path: `/db/${state.resource}${qs ? `?${qs}` : ''}`,
      headers,
    };
    if (state.body !== undefined) request.body = state.body;
    return request;
  }

  async #send(method: PostgrestMethod, options: ExecuteOptions): Promise<{ data: unknown; total: number | null }> {
    const { path, headers, body } = this.toRequest();
    const requestOptions = { ...options, headers: method === 'HEAD' ? { ...headers, Prefer: 'count=exact' } : headers };
    const http = this.#http;
    let data: unknown;
    let responseHeaders: Headers;
    switch (method) {
      case 'HEAD':
        ({ headers: responseHeaders } = await http.request('HEAD', path, requestOptions));
        data = null;
        break;
      case 'GET':
        ({ data, headers: responseHeaders } = await http.get(path, requestOptions));
        break;
      case 'DELETE':
        ({ data, headers: responseHeaders } = await http.delete(path, requestOptions));
        break;
      case 'POST':
        ({ data, headers: responseHeaders } = await http.post(path, body, requestOptions));
        break;
      case 'PATCH':
        ({ data, headers: responseHeaders } = await http.patch(path, body, requestOptions));
        break;
    }
    return { data, total: parseContentRange(responseHeaders.get('content-range'))?.total ?? null };
  }

  async execute(options: ExecuteOptions = {}): Promise<PostgrestResult<Result[]>> {
    const { data, total } = await this.#send(this.#state.method, options);
    return { data: (Array.isArray(data) ? data : data === null ? [] : [data]) as Result[], total };
  }

  /** Only the number of matching rows: a HEAD with `Prefer: count=exact`. */
  async executeCount(options: ExecuteOptions = {}): Promise<number | null> {
    if (this.#state.method !== 'GET') throw new Error('executeCount() counts the rows of a read query only');
    return (await this.#send('HEAD', options)).total;
  }
}

export class PostgrestSingleQuery<Row extends object, Result = Row> {
  readonly #query: PostgrestQuery<Row, Result>;

  constructor(query: PostgrestQuery<Row, Result>) {
    this.#query = query;
  }

  toRequest(): PostgrestRequest {
    return this.#query.toRequest();
  }

  async execute(options: ExecuteOptions = {}): Promise<PostgrestResult<Result>> {
    const { data, total } = await this.#query.execute(options);
    const [row] = data;
    if (row === undefined) throw new Error(`Expected one row from ${this.toRequest().path}, got none`);
    return { data: row, total };
  }
}
