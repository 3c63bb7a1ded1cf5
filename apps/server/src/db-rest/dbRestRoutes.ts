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
import type { SqlParams } from './sql';
import { rowFilterOf, type RowAction, type RowPolicy, type RowPolicyProvider } from './rowPolicy';
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
  /** Narrows the rows of each request (permissions on single resources); none by default. */
  rowPolicy?: RowPolicyProvider;
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

export const dbRestRoutes: FastifyPluginAsync<DbRestRoutesOptions> = async (app, { catalog, maxRows, rowPolicy }) => {
  const { pool } = app.db;
  const policyOf = async (request: FastifyRequest, relations: Iterable<string>): Promise<RowPolicy | null> =>
    rowPolicy ? rowPolicy(request, new Set(relations)) : null;

  /** The areas of the relations a statement reads, but those the policy opens for reading (it narrows their rows). */
  function areasToRead(relations: Iterable<string>, policy: RowPolicy | null): Map<Resource, string> {
    const areas = new Map<Resource, string>();
    for (const name of relations) {
      const relation = catalog.relations.get(name);
      if (relation && !policy?.opens(relation, 'read') && !areas.has(relation.area)) areas.set(relation.area, name);
    }
    return areas;
  }

  /** The area check of the relation a request names, unless the policy opens it for the action. */
  async function authorizeRelation(request: FastifyRequest, relation: Relation, action: RowAction, policy: RowPolicy | null) {
    if (policy?.opens(relation, action)) return;
    await request.authorize(relation.area, action === 'read' ? 'read' : 'write');
  }

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
    const action: RowAction = method === 'POST' ? 'create' : method === 'PATCH' ? 'update' : 'delete';
    const relation = writableFor(request.params.table);
    await authorizeRelation(request, relation, action, await policyOf(request, [relation.name]));
    const principal = await request.requirePrincipal();
    const query = parseRequestQuery(request);
    const prefs = parsePrefer(request.headers.prefer);
    const returnRows = prefs.return === 'representation';
    const incoming = method === 'DELETE' ? [] : bodyRows(request.body, method);

    const compile = (policy: RowPolicy | null) => {
      const targetFilter = rowFilterOf(policy, action);
      const readFilter = rowFilterOf(policy, 'read');
      const options = { personId: principal.person.id, returnRows, ...(targetFilter ? { targetFilter } : {}), ...(readFilter ? { readFilter } : {}) };
      const conflictFilter = prefs.resolution === 'merge-duplicates' ? rowFilterOf(policy, 'update') : undefined;
      return method === 'POST'
        ? compileInsert(catalog, relation, query, incoming, {
            ...options,
            ...(prefs.resolution ? { resolution: prefs.resolution } : {}),
            ...(conflictFilter ? { conflictFilter } : {}),
          })
        : method === 'PATCH'
          ? compileUpdate(catalog, relation, query, incoming[0]!, options)
          : compileDelete(catalog, relation, query, options);
    };
    // Compiled once to learn the relations it touches; again with their row conditions when a policy narrows any.
    let compiled = compile(null);
    const policy = await policyOf(request, [relation.name, ...compiled.readRelations]);
    if (policy) compiled = compile(policy);
    if (returnRows) await authorizeAreas(request, areasToRead([relation.name, ...compiled.readRelations], policy), 'read');

    const { n, body } = compiled.statements.length
      ? await runWrite(request, relation, query, incoming, compiled)
      : { n: 0, body: returnRows ? '[]' : null };
    if (prefs.count) reply.header('content-range', `*/${n}`);
    const status = method === 'POST' ? 201 : returnRows ? 200 : 204;
    if (!returnRows || body === null) return reply.code(status).send();
    if (wantsSingleObject(request.headers.accept)) return reply.code(status).type(OBJECT_TYPE).send(unwrapSingle(body));
    return reply.code(status).type(JSON_TYPE).send(body);
  }

  /**
   * A read compiled once plainly, to learn every relation it touches, and again under the caller's RowPolicy for
   * those relations when there is one (the policy narrows the relation's rows and its embeds').
   */
  async function compileReadUnderPolicy(
    request: FastifyRequest,
    relation: Relation,
    query: ParsedQuery,
    prefs: Preferences,
    source?: (params: SqlParams) => string,
  ): Promise<{ compiled: CompiledRead; policy: RowPolicy | null }> {
    const compile = (policy: RowPolicy | null) => {
      const rowFilter = rowFilterOf(policy, 'read');
      return compileRead(catalog, relation, query, {
        ...(source ? { source } : {}),
        withRows: request.method !== 'HEAD',
        withCount: Boolean(prefs.count),
        maxRows,
        ...(rowFilter ? { rowFilter } : {}),
      });
    };
    const plain = compile(null);
    const policy = await policyOf(request, plain.relations);
    return { compiled: policy ? compile(policy) : plain, policy };
  }

  async function read(request: TableRequest, reply: FastifyReply) {
    const relation = relationFor(request.params.table);
    await authorizeRelation(request, relation, 'read', await policyOf(request, [relation.name]));
    const query = parseRequestQuery(request);
    const prefs = parsePrefer(request.headers.prefer);
    const { compiled, policy } = await compileReadUnderPolicy(request, relation, query, prefs);
    await authorizeAreas(request, areasToRead(compiled.relations, policy), 'read');
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
    // A function's rows are narrowed as its relation's would be, but an allow on single rows opens no function.
    const { compiled } = await compileReadUnderPolicy(request, relation, query, prefs, (params) => fn.source(params, args));
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
