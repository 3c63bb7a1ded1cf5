import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Access, Resource } from '@opsdeck/api';
import { withTransaction } from '../db/database';
import { HttpError, badRequest, notFound } from '../httpError';
import type { Catalog, Relation } from './catalog';
import { compileRead, type CompiledRead } from './compileSelect';
import { compileDelete, compileInsert, compileUpdate, type CompiledWrite, type RowObject } from './compileWrite';
import { translatePgError } from './pgErrors';
import { parsePrefer, parseRange, wantsSingleObject, type Preferences } from './prefer';
import { parseQuery } from './parseQuery';
import { RPC_FUNCTIONS, rpcArguments } from './rpc';
import type { ParsedQuery } from './types';
import { enforceWriteGuards } from './writeGuards';

/**
 * The HTTP side of /api/db: GET/HEAD/POST/PATCH/DELETE on /<table> and GET/HEAD/POST on /rpc/<fn>, answering
 * as PostgREST does (JSON arrays, Content-Range, Prefer, single-object Accept) for the whitelisted relations.
 */

export interface DbRestRoutesOptions {
  catalog: Catalog;
  /** The most rows one read answers, whatever limit asks for: protects the server from unbounded reads. */
  maxRows: number;
}

type TableRequest = FastifyRequest<{ Params: { table: string } }>;
type RpcRequest = FastifyRequest<{ Params: { fn: string } }>;

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

function searchParams(request: FastifyRequest): URLSearchParams {
  const at = request.url.indexOf('?');
  return new URLSearchParams(at >= 0 ? request.url.slice(at + 1) : '');
}

function parseRequestQuery(request: FastifyRequest, passthrough?: ReadonlySet<string>): ParsedQuery {
  const query = parseQuery(searchParams(request), passthrough ? { passthrough } : {});
  const range = parseRange(request.headers.range);
  if (range && query.limit === undefined && query.offset === undefined) {
    query.offset = range.offset;
    if (range.limit !== undefined) query.limit = range.limit;
  }
  return query;
}

/** Authorizes every area a statement touches; a refusal names the relation that needed it. */
async function authorizeAreas(request: FastifyRequest, areas: ReadonlyMap<Resource, string>, access: Access) {
  for (const [area, relation] of areas) {
    try {
      await request.authorize(area, access);
    } catch (err) {
      if (err instanceof HttpError && err.status === 403) {
        throw new HttpError(403, `${err.message} (needed to ${access} '${relation}')`, err.details);
      }
      throw err;
    }
  }
}

function singleOrThrow(n: number): void {
  if (n !== 1) {
    throw new HttpError(406, 'JSON object requested, multiple (or no) rows returned', {
      message: `the request matched ${n} rows; application/vnd.pgrst.object+json needs exactly one`,
    });
  }
}

/** A JSON array text of one element -> the element's text (json_agg writes `[{...}]`). */
const unwrapSingle = (body: string) => body.trim().slice(1, -1);

async function sendRead(pool: pg.Pool, request: FastifyRequest, reply: FastifyReply, compiled: CompiledRead, prefs: Preferences) {
  if (request.method === 'HEAD') {
    let total = '*';
    if (prefs.count) {
      const { rows } = await pool.query<{ total: number }>(compiled.sql, compiled.params);
      total = String(rows[0]!.total);
    }
    return reply.header('content-range', `*/${total}`).type(JSON_TYPE).send();
  }
  const { rows } = await pool.query<{ body: string; n: number; total?: number }>(compiled.sql, compiled.params);
  const { body, n, total } = rows[0]!;
  const of = total ?? '*';
  reply.header('content-range', n > 0 ? `${compiled.offset}-${compiled.offset + n - 1}/${of}` : `*/${of}`);
  if (wantsSingleObject(request.headers.accept)) {
    singleOrThrow(n);
    return reply.type(OBJECT_TYPE).send(unwrapSingle(body));
  }
  return reply.type(JSON_TYPE).send(body);
}

function bodyRows(body: unknown, method: string): RowObject[] {
  const isRow = (v: unknown): v is RowObject => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (body === undefined) throw badRequest(`${method} needs a JSON body`);
  if (method === 'PATCH') {
    if (!isRow(body)) throw badRequest('PATCH body must be one JSON object of the columns to change');
    return [body];
  }
  const rows = Array.isArray(body) ? body : [body];
  rows.forEach((row, i) => {
    if (!isRow(row)) throw badRequest(`POST body must be a JSON object or an array of objects (item ${i} is not)`);
  });
  return rows as RowObject[];
}

export const dbRestRoutes: FastifyPluginAsync<DbRestRoutesOptions> = async (app, { catalog, maxRows }) => {
  const { pool } = app.db;

  // postgrest-js sends Content-Type: application/json on DELETE with no body: an empty body is "no body".
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  function relationFor(name: string): Relation {
    const relation = catalog.relations.get(name);
    if (!relation) throw notFound(`table '${name}' is not exposed`);
    return relation;
  }

  function writableFor(name: string): Relation {
    const relation = relationFor(name);
    if (!relation.writable) throw new HttpError(405, `'${name}' is read-only through /api/db`);
    return relation;
  }

  /** Runs a write's statements in one transaction; nothing stays written if any part fails. */
  async function runWrite(
    request: FastifyRequest,
    relation: Relation,
    query: ParsedQuery,
    incoming: RowObject[],
    compiled: CompiledWrite,
  ): Promise<{ n: number; body: string | null }> {
    const principal = await request.requirePrincipal();
    const single = wantsSingleObject(request.headers.accept);
    return withTransaction(pool, async (client) => {
      const matched =
        request.method === 'POST'
          ? undefined
          : async (columns: string[]) => {
              const probe: ParsedQuery = {
                ...query,
                select: columns.map((c) => ({ kind: 'column', field: { column: c, path: [] } })),
                embedOptions: new Map(),
              };
              const read = compileRead(catalog, relation, probe, { withRows: true, withCount: false, maxRows: Number.MAX_SAFE_INTEGER });
              const { rows } = await client.query<{ body: string }>(read.sql, read.params);
              return JSON.parse(rows[0]!.body) as RowObject[];
            };
      await enforceWriteGuards({ relation, principal, incoming, ...(matched ? { matched } : {}) });
      let n = 0;
      const bodies: string[] = [];
      for (const statement of compiled.statements) {
        const { rows } = await client.query<{ body: string | null; n: number }>(statement.sql, statement.params);
        n += rows[0]!.n;
        if (rows[0]!.body !== null) bodies.push(rows[0]!.body);
      }
      if (single) singleOrThrow(n); // throwing here rolls the write back, as PostgREST does
      if (!bodies.length) return { n, body: null };
      const body = bodies.length === 1 ? bodies[0]! : JSON.stringify(bodies.flatMap((b) => JSON.parse(b) as unknown[]));
      return { n, body };
    });
  }

  async function write(request: TableRequest, reply: FastifyReply) {
    const method = request.method as 'POST' | 'PATCH' | 'DELETE';
    const relation = writableFor(request.params.table);
    await request.authorize(relation.area, 'write');
    const principal = await request.requirePrincipal();
    const query = parseRequestQuery(request);
    const prefs = parsePrefer(request.headers.prefer);
    const returnRows = prefs.return === 'representation';
    const options = { personId: principal.person.id, returnRows };
    const incoming = method === 'DELETE' ? [] : bodyRows(request.body, method);

    const compiled =
      method === 'POST'
        ? compileInsert(catalog, relation, query, incoming, { ...options, ...(prefs.resolution ? { resolution: prefs.resolution } : {}) })
        : method === 'PATCH'
          ? compileUpdate(catalog, relation, query, incoming[0]!, options)
          : compileDelete(catalog, relation, query, options);
    if (returnRows) await authorizeAreas(request, new Map([[relation.area, relation.name], ...compiled.readAreas]), 'read');

    const { n, body } = compiled.statements.length
      ? await runWrite(request, relation, query, incoming, compiled)
      : { n: 0, body: returnRows ? '[]' : null };
    if (prefs.count) reply.header('content-range', `*/${n}`);
    const status = method === 'POST' ? 201 : returnRows ? 200 : 204;
    if (!returnRows || body === null) return reply.code(status).send();
    if (wantsSingleObject(request.headers.accept)) return reply.code(status).type(OBJECT_TYPE).send(unwrapSingle(body));
    return reply.code(status).type(JSON_TYPE).send(body);
  }

  async function read(request: TableRequest, reply: FastifyReply) {
    const relation = relationFor(request.params.table);
    await request.authorize(relation.area, 'read');
    const query = parseRequestQuery(request);
    const prefs = parsePrefer(request.headers.prefer);
    const compiled = compileRead(catalog, relation, query, {
      withRows: request.method !== 'HEAD',
      withCount: Boolean(prefs.count),
      maxRows,
    });
    await authorizeAreas(request, compiled.areas, 'read');
    return sendRead(pool, request, reply, compiled, prefs);
  }

  async function rpc(request: RpcRequest, reply: FastifyReply) {
    const name = request.params.fn;
    const fn = Object.hasOwn(RPC_FUNCTIONS, name) ? RPC_FUNCTIONS[name] : undefined;
    if (!fn) throw notFound(`function '${name}' is not exposed`);
    await request.authorize(fn.area, 'read');
    const relation = relationFor(fn.returns);
    const onQuery = request.method !== 'POST';
    const query = parseRequestQuery(request, onQuery ? new Set(fn.args.map((a) => a.name)) : undefined);
    let given: Record<string, unknown>;
    if (onQuery) given = Object.fromEntries(query.passthrough);
    else if (request.body === undefined) given = {};
    else if (typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)) given = request.body as Record<string, unknown>;
    else throw badRequest(`the body of rpc/${name} must be a JSON object of its arguments`);
    const args = rpcArguments(name, fn, given);
    const prefs = parsePrefer(request.headers.prefer);
    const compiled = compileRead(catalog, relation, query, {
      source: (params) => fn.source(params, args),
      withRows: request.method !== 'HEAD',
      withCount: Boolean(prefs.count),
      maxRows,
    });
    await authorizeAreas(request, compiled.areas, 'read');
    return sendRead(pool, request, reply, compiled, prefs);
  }

  // PostgreSQL errors caused by the request's values become 4xx here; the errors plugin formats all of them.
  const guarded =
    <R extends FastifyRequest>(handler: (request: R, reply: FastifyReply) => Promise<unknown>) =>
    async (request: R, reply: FastifyReply) => {
      try {
        return await handler(request, reply);
      } catch (err) {
        throw translatePgError(err);
      }
    };

  app.route({ method: ['GET', 'HEAD'], url: '/rpc/:fn', exposeHeadRoute: false, handler: guarded<RpcRequest>(rpc) });
  app.post('/rpc/:fn', guarded<RpcRequest>(rpc));
  app.route({ method: ['GET', 'HEAD'], url: '/:table', exposeHeadRoute: false, handler: guarded<TableRequest>(read) });
  app.post('/:table', guarded<TableRequest>(write));
  app.patch('/:table', guarded<TableRequest>(write));
  app.delete('/:table', guarded<TableRequest>(write));
};
