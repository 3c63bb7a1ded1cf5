/**
 * The entry to the `/db` service: `from(table)` for rows, `rpc(fn)` for functions. Supabase-shaped on purpose, so
 * the calls read like the PostgREST clients people know, but values are always encoded and list values quoted.
 */
import type { OpsdeckClient } from '../http/createOpsdeckClient';
import { PostgrestQuery, type Column, type QueryState } from './postgrestQuery';
import { renderSelect, type SelectInput } from './postgrestSelect';
import { formatArrayLiteral, formatScalar, type FilterScalar } from './postgrestValue';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function assertName(what: string, name: string): void {
  if (!IDENTIFIER.test(name)) throw new TypeError(`Invalid PostgREST ${what} name: ${JSON.stringify(name)}`);
}

function initialState(resource: string, patch: Partial<QueryState> = {}): QueryState {
  return { resource, method: 'GET', action: 'read', params: [], order: [], count: false, single: false, ...patch };
}

export interface UpsertOptions<Row> {
  /** The unique column(s) that decide "same row" (`on_conflict=`); default the primary key. */
  onConflict?: Column<Row> | readonly Column<Row>[];
}

export class PostgrestTable<Row extends object> {
  readonly #http: OpsdeckClient;
  readonly #table: string;

  constructor(http: OpsdeckClient, table: string) {
    assertName('table', table);
    this.#http = http;
    this.#table = table;
  }

  #query<R>(patch: Partial<QueryState> = {}): PostgrestQuery<Row, R> {
    return new PostgrestQuery<Row, R>(this.#http, initialState(this.#table, patch));
  }

  /** A read: `select()` is every column; give the result row type as the type argument for a narrower select. */
  select<R = Row>(columns: SelectInput = '*'): PostgrestQuery<Row, R> {
    return this.#query<R>({ select: renderSelect(columns) });
  }

  /** POST one row or several; the written rows come back (`Prefer: return=representation`). */
  insert(values: Partial<Row> | readonly Partial<Row>[]): PostgrestQuery<Row, Row> {
    return this.#query<Row>({ method: 'POST', action: 'insert', body: values });
  }

  /** POST with `Prefer: resolution=merge-duplicates`: insert, or update the row that conflicts. */
  upsert(values: Partial<Row> | readonly Partial<Row>[], options: UpsertOptions<Row> = {}): PostgrestQuery<Row, Row> {
    const { onConflict } = options;
    const columns = onConflict === undefined ? undefined : typeof onConflict === 'string' ? [onConflict] : onConflict;
    columns?.forEach((column) => assertName('column', column));
    return this.#query<Row>({
      method: 'POST',
      action: 'upsert',
      body: values,
      ...(columns ? { onConflict: columns.join(',') } : {}),
    });
  }

  /** PATCH the rows the filters select; a filter is required. */
  update(values: Partial<Row>): PostgrestQuery<Row, Row> {
    return this.#query<Row>({ method: 'PATCH', action: 'update', body: values });
  }

  /** DELETE the rows the filters select; a filter is required. */
  delete(): PostgrestQuery<Row, Row> {
    return this.#query<Row>({ method: 'DELETE', action: 'delete' });
  }
}

export type RpcArgs = Readonly<Record<string, FilterScalar | readonly FilterScalar[] | null | undefined | object>>;

export interface RpcOptions {
  /** Call with GET and the arguments in the query string (read-only functions); default POST with a JSON body. */
  get?: boolean;
}

function formatRpcArg(value: RpcArgs[string]): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 'null';
  if (Array.isArray(value)) return formatArrayLiteral(value as readonly FilterScalar[]);
  if (typeof value === 'object' && !(value instanceof Date)) return JSON.stringify(value);
  return formatScalar(value as FilterScalar);
}

export interface PostgrestClient {
  from<Row extends object = Record<string, unknown>>(table: string): PostgrestTable<Row>;
  /** `POST /db/rpc/<fn>`; the result can be filtered, ordered and paged like a table. */
  rpc<Result = Record<string, unknown>>(
    fn: string,
    args?: RpcArgs,
    options?: RpcOptions,
  ): PostgrestQuery<Result extends object ? Result : Record<string, unknown>, Result>;
}

export function createPostgrestClient(http: OpsdeckClient): PostgrestClient {
  return {
    from: (table) => new PostgrestTable(http, table),
    rpc<Result>(fn: string, args: RpcArgs = {}, options: RpcOptions = {}) {
      assertName('function', fn);
      type Row = Result extends object ? Result : Record<string, unknown>;
      const resource = `rpc/${fn}`;
      if (!options.get) {
        return new PostgrestQuery<Row, Result>(http, initialState(resource, { method: 'POST', action: 'rpc', body: args }));
      }
      const params: [string, string][] = [];
      for (const [name, value] of Object.entries(args)) {
        const text = formatRpcArg(value);
        if (text !== undefined) params.push([name, text]);
      }
      return new PostgrestQuery<Row, Result>(http, initialState(resource, { params }));
    },
  };
}
