import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Access } from '@opsdeck/api';
import { forbidden, unauthorized } from '../httpError';
import {
  SESSION_COOKIE,
  principalCan,
  principalFromSession,
  principalFromToken,
  tokenFromAuthorization,
  type Principal,
} from './principal';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling: resolved lazily, once per request. */
    principal(): Promise<Principal | null>;
    /** The caller, or a 401. */
    requirePrincipal(): Promise<Principal>;
    /** The caller allowed `access` on `resource`, or a 401 / 403 naming subject, object and action. */
    authorize(resource: string, access: Access): Promise<Principal>;
    /**
     * Lets authorize(resource, access) pass for this request only: the caller holds an allow on the one resource the
     * request acts on (permissions/resourceEnforcement.ts), which the area itself does not grant them.
     */
    grantForRequest(resource: string, access: Access): void;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<Principal | null>>();
const requestGrants = new WeakMap<FastifyRequest, Set<string>>();

export const authPlugin = fp(
  async (app) => {
    const { pool } = app.db;

    async function resolve(request: FastifyRequest): Promise<Principal | null> {
      const token = tokenFromAuthorization(request.headers.authorization);
      if (token) {
        const byToken = await principalFromToken(pool, token);
        if (!byToken) throw unauthorized('invalid or expired token');
        return byToken;
      }
      const cookie = request.cookies[SESSION_COOKIE];
      if (cookie) return principalFromSession(pool, cookie);
      return null;
    }

    app.decorateRequest('principal', function (this: FastifyRequest) {
      let p = cache.get(this);
      if (!p) {
        p = resolve(this);
        cache.set(this, p);
      }
      return p;
    });
    app.decorateRequest('requirePrincipal', async function (this: FastifyRequest) {
      const p = await this.principal();
      if (!p) throw unauthorized();
      return p;
    });
    app.decorateRequest('authorize', async function (this: FastifyRequest, resource: string, access: Access) {
      const p = await this.requirePrincipal();
      if (!principalCan(p, resource, access) && !requestGrants.get(this)?.has(`${resource}:${access}`)) {
        const subject = p.person.email ?? p.person.id;
        throw forbidden(`${subject} may not ${access} ${resource}`, { subject, object: resource, action: access });
      }
      return p;
    });
    app.decorateRequest('grantForRequest', function (this: FastifyRequest, resource: string, access: Access) {
      const grants = requestGrants.get(this) ?? new Set<string>();
      grants.add(`${resource}:${access}`);
      requestGrants.set(this, grants);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
