import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../httpError';
import { SESSION_COOKIE, tokenFromAuthorization } from './principal';
import { originOf, ownOrigin } from './requestOrigin';

/**
 * Cross-site request forgery guard for cookie sessions. A browser attaches the session cookie to requests a page on
 * another site makes (SameSite=Lax still lets top-level form posts through), so a write that rides on the cookie must
 * come from our own origin: the Origin header (or, failing that, the Referer) has to name it. Writes authenticated by
 * an API token carry no ambient credential and are exempt: cross-origin callers use tokens. Requests with neither
 * header come from non-browser clients, which a forging page cannot be.
 */
export class CrossOriginWriteError extends HttpError {
  constructor(message: string, origin: string) {
    super(403, message, { origin });
    this.name = 'CrossOriginWriteError';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a browser says the request came from: Origin, else the Referer's origin, else undefined. */
export function requestSourceOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (referer) return originOf(referer) ?? 'null';
  return undefined;
}

export function checkCookieWriteOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (tokenFromAuthorization(request.headers.authorization)) return;
  if (!request.cookies[SESSION_COOKIE]) return;
  const source = requestSourceOrigin(request);
  if (source === undefined) return;
  const own = ownOrigin(request);
  if (source !== own) {
    throw new CrossOriginWriteError(
      `cross-origin write refused: a ${request.method} from ${source} authenticated by the session cookie; ` +
        `cookie-authenticated writes must come from ${own}, other origins must use an API token`,
      source,
    );
  }
}

export const csrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => checkCookieWriteOrigin(request));
  },
  { name: 'csrf', dependencies: ['auth'] },
);
