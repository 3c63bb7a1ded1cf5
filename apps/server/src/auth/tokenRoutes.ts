import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TokenScopeEntrySchema, tokenScopeGrants } from '@opsdeck/api';
import { badRequest, forbidden, notFound } from '../httpError';
import { isUuid } from '../requestValues';
import type { Principal } from './principal';
import { createAccessToken, listAccessTokens, parseTokenExpiry, revokeAccessToken } from './tokens';

const CreateTokenSchema = z.strictObject({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Name is longer than 200 characters'),
  expiry: z.string({ error: "expiry must be a string such as 'never'" }).optional(),
  scope: z.array(TokenScopeEntrySchema, { error: 'scope must be a list of {subject, object, action} entries' }).nullish(),
});

/** The first problem of a body, naming the field (except for the name, whose message the spec fixes). */
function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
  if (!path || path === 'name') return issue.message;
  return `${path}: ${issue.message}`;
}

/**
 * A person manages their own tokens with a session or an unscoped token. A scoped token may not: it could otherwise
 * mint an unscoped one and escape its scope.
 */
async function tokenManager(request: FastifyRequest): Promise<Principal> {
  const principal = await request.requirePrincipal();
  if (principal.via === 'token' && principal.scopes) {
    throw forbidden('a scoped API token cannot manage API tokens: sign in, or use an unscoped token');
  }
  return principal;
}

/** POST /create_token, GET /tokens, DELETE /token/:id (under /api/auth). */
export const tokenRoutes: FastifyPluginAsync = async (app) => {
  const { pool } = app.db;

  app.post('/create_token', async (request) => {
    const principal = await tokenManager(request);
    if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
      throw badRequest('the body must be a JSON object: {name, expiry, scope}');
    }
    const parsed = CreateTokenSchema.safeParse(request.body);
    if (!parsed.success) throw badRequest(describeIssue(parsed.error));
    const { name, expiry, scope } = parsed.data;
    const expiresInSeconds = parseTokenExpiry(expiry);
    const entries = scope ? scope.map((e) => ({ subject: e.subject ?? '', object: e.object, action: e.action })) : null;
    // No scope at all: the token acts with all its person's rights. An empty list: a token that may do nothing.
    const grants = entries ? tokenScopeGrants(entries) : null;
    const { token, view } = await createAccessToken(pool, {
      name,
      personId: principal.person.id,
      createdBy: principal.person.id,
      scope: entries,
      grants,
      expiresInSeconds,
    });
    return { message: 'success', payload: { ...view, token } };
  });

  app.get('/tokens', async (request) => {
    const principal = await tokenManager(request);
    // Admins see every person's tokens, so that they can revoke any of them.
    const tokens = await listAccessTokens(pool, principal.authorizer.isAdmin ? null : principal.person.id);
    return { message: 'success', payload: tokens };
  });

  app.delete<{ Params: { id: string } }>('/token/:id', async (request) => {
    const principal = await tokenManager(request);
    const { id } = request.params;
    const revoked =
      isUuid(id) && (await revokeAccessToken(pool, id, principal.authorizer.isAdmin ? null : principal.person.id));
    // Someone else's token answers as if it did not exist: ids of other people's tokens are not confirmed.
    if (!revoked) throw notFound(`token ${id} not found`);
    return { message: 'success' };
  });
};
