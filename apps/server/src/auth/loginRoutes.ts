import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { withTransaction } from '../db/database';
import { ensureCsrfSecret, maskCsrfSecret, verifyCsrfToken } from './csrfToken';
import {
  badRequest,
  flowExpired,
  flowUsed,
  identityMismatch,
  notFound,
  sessionAlreadyAvailable,
  tooManyAttempts,
} from './kratosErrors';
import {
  cleanupIdentityState,
  createLoginFlow,
  findLoginFlow,
  isExpired,
  isUsed,
  loginFlowJson,
  markFlowUsed,
  saveFlowUi,
  type LoginFlowRow,
} from './loginFlows';
import { MESSAGES, loginNodes, withMessages, type UiText } from './loginNodes';
import { passwordIdentifierOf, verifyPasswordLogin } from './passwordLogin';
import { SESSION_COOKIE } from './principal';
import { checkLoginRateLimit } from './rateLimit';
import { checkReturnTo } from './returnTo';
import { ownOrigin } from './requestOrigin';
import { wantsHtml } from '../requestValues';
import { createSession, findActiveSession, refreshSession, sessionJson, setSessionCookie } from './sessions';

export interface IdentityRouteOptions {
  config: ServerConfig;
  /** Where the identity endpoints are mounted (/api/.ory or /api/kratos): flow actions point back there. */
  basePath: string;
}

/** Where the console shows a login flow. */
const LOGIN_UI = '/login';

interface InitQuery {
  return_to?: string;
  refresh?: boolean;
  aal?: string;
}

interface SubmitBody {
  method?: string;
  identifier?: string;
  password?: string;
  csrf_token?: string;
}

/** The fields of a JSON or form body we read; anything that is not a string counts as missing. */
function readBody(body: unknown): SubmitBody {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object or a form.');
  const b = body as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    method: str(b.method),
    // Older Kratos clients send password_identifier.
    identifier: str(b.identifier) ?? str(b.password_identifier),
    password: str(b.password),
    csrf_token: str(b.csrf_token),
  };
}

/** Password sign-in through Kratos-compatible browser login flows. */
export const loginRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (app, { config, basePath }) => {
  const { pool } = app.db;
  const actionBase = (request: FastifyRequest) => `${ownOrigin(request)}${basePath}`;

  async function startFlow(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { returnTo?: string; refreshOf?: string; aal: string; messages?: UiText[] },
  ): Promise<LoginFlowRow> {
    const origin = ownOrigin(request);
    const csrfToken = maskCsrfSecret(ensureCsrfSecret(request, reply, origin, config));
    const refresh = options.refreshOf !== undefined;
    const identifier = refresh ? await passwordIdentifierOf(pool, options.refreshOf!) : undefined;
    const messages = [...(refresh ? [MESSAGES.reauth()] : []), ...(options.messages ?? [])];
    await cleanupIdentityState(pool);
    return createLoginFlow(pool, {
      csrfToken,
      requestUrl: `${origin}${request.url}`,
      returnTo: options.returnTo,
      refresh,
      requestedAal: options.aal,
      ui: { nodes: loginNodes({ csrfToken, identifier, refresh }), ...(messages.length ? { messages } : {}) },
      ...(refresh ? { identityId: options.refreshOf } : {}),
    });
  }

  app.get<{ Querystring: InitQuery }>(
    '/self-service/login/browser',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { return_to: { type: 'string' }, refresh: { type: 'boolean' }, aal: { type: 'string' } },
        },
      },
    },
    async (request, reply) => {
      const returnTo = checkReturnTo(request.query.return_to, ownOrigin(request));
      const aal = request.query.aal || 'aal1';
      if (aal !== 'aal1') {
        throw badRequest(`Authenticator assurance level "${aal}" is not available: this server signs in with a password only.`);
      }
      const session = await findActiveSession(pool, request.cookies[SESSION_COOKIE]);
      if (session && !request.query.refresh) {
        if (wantsHtml(request)) return reply.redirect(returnTo ?? '/', 303);
        throw sessionAlreadyAvailable();
      }
      const flow = await startFlow(request, reply, {
        returnTo,
        aal,
        ...(session && request.query.refresh ? { refreshOf: session.identity_id } : {}),
      });
      if (wantsHtml(request)) return reply.redirect(`${LOGIN_UI}?flow=${flow.id}`, 303);
      return loginFlowJson(flow, actionBase(request));
    },
  );

  app.get<{ Querystring: { id?: string } }>(
    '/self-service/login/flows',
    { schema: { querystring: { type: 'object', properties: { id: { type: 'string' } } } } },
    async (request) => {
      const flow = await findLoginFlow(pool, request.query.id);
      if (!flow) throw notFound(`The login flow "${request.query.id ?? ''}" does not exist.`);
      // Only the browser that started a flow may read it (Kratos: the flow's token must match the csrf cookie).
      verifyCsrfToken(request, ownOrigin(request), flow.csrf_token);
      if (isExpired(flow)) throw flowExpired(new Date(flow.expires_at));
      return loginFlowJson(flow, actionBase(request));
    },
  );

  app.post<{ Querystring: { flow?: string } }>(
    '/self-service/login',
    { schema: { querystring: { type: 'object', properties: { flow: { type: 'string' } } } } },
    async (request, reply) => {
      const origin = ownOrigin(request);
      const browser = wantsHtml(request);
      const flow = await findLoginFlow(pool, request.query.flow);
      if (!flow) throw notFound(`The login flow "${request.query.flow ?? ''}" does not exist.`);
      const body = readBody(request.body);

      if (isExpired(flow)) {
        // As Kratos does: a fresh flow carrying the reason, to continue with.
        const expiredAt = new Date(flow.expires_at);
        const fresh = await startFlow(request, reply, {
          returnTo: flow.return_to ?? undefined,
          aal: flow.requested_aal,
          messages: [MESSAGES.flowExpired(expiredAt)],
        });
        if (browser) return reply.redirect(`${LOGIN_UI}?flow=${fresh.id}`, 303);
        throw flowExpired(expiredAt, fresh.id);
      }
      if (isUsed(flow)) throw flowUsed();
      verifyCsrfToken(request, origin, body.csrf_token);

      const cookie = request.cookies[SESSION_COOKIE];
      const session = await findActiveSession(pool, cookie);
      if (session && !flow.refresh) throw sessionAlreadyAvailable();

      // Validation problems go back to the form as the flow with messages (Kratos answers 400 with the flow).
      const answerWithFlow = async (ui: LoginFlowRow['ui']) => {
        await saveFlowUi(pool, flow.id, ui);
        if (browser) return reply.redirect(`${LOGIN_UI}?flow=${flow.id}`, 303);
        return reply.status(400).send(loginFlowJson({ ...flow, ui }, actionBase(request)));
      };
      if (body.method !== 'password') {
        return answerWithFlow(withMessages(flow.ui, { flowMessages: [MESSAGES.noStrategy()] }));
      }
      const storedIdentifier = flow.ui.nodes.find((n) => n.attributes.name === 'identifier')?.attributes.value;
      const identifier = (body.identifier || (flow.refresh ? storedIdentifier : '') || '').trim();
      const password = body.password ?? '';
      if (!identifier || !password) {
        const nodeMessages: Record<string, UiText[]> = {};
        if (!identifier) nodeMessages.identifier = [MESSAGES.required('identifier')];
        if (!password) nodeMessages.password = [MESSAGES.required('password')];
        return answerWithFlow(withMessages(flow.ui, { identifier, nodeMessages }));
      }

      const waitSeconds = await checkLoginRateLimit(pool, identifier, request.ip);
      if (waitSeconds !== undefined) throw tooManyAttempts(waitSeconds);

      const verified = await verifyPasswordLogin(pool, identifier, password);
      if (!verified) {
        return answerWithFlow(withMessages(flow.ui, { identifier, flowMessages: [MESSAGES.invalidCredentials()] }));
      }
      if (flow.refresh && (!session || verified.identityId !== flow.identity_id || session.identity_id !== flow.identity_id)) {
        throw identityMismatch();
      }

      const result = await withTransaction(pool, async (client) => {
        if (!(await markFlowUsed(client, flow.id))) throw flowUsed();
        if (session && flow.refresh) {
          await refreshSession(client, session.id, config.sessionTtlSeconds);
          return { token: cookie!, row: (await findActiveSession(client, cookie))! };
        }
        return createSession(client, {
          identityId: verified.identityId,
          ttlSeconds: config.sessionTtlSeconds,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
      });
      setSessionCookie(reply, result.token, result.row.expires_at, config);
      if (browser) return reply.redirect(flow.return_to ?? '/', 303);
      return { session: sessionJson(result.row) };
    },
  );
};
