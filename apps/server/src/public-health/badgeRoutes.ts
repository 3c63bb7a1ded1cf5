import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from '../health/summaryCache';
import { badRequest } from '../httpError';
import { isUuid } from '../requestValues';
import { canaryBadgeSubject, checkBadgeSubject, type BadgeSubject } from './badgeRepository';
import { BADGE_THEMES, MAX_LABEL_CHARS, notFoundBadge, renderBadge, type BadgeTheme } from './badgeSvg';
import { PUBLIC_ROUTE } from './publicRouteOptions';

interface BadgeQuery {
  theme: BadgeTheme;
  label?: string;
}

function parseBadgeQuery(query: unknown): BadgeQuery {
  const out: BadgeQuery = { theme: 'light' };
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(value)) throw badRequest(`${name} is given more than once`);
    const text = String(value);
    if (name === 'theme') {
      if (!(BADGE_THEMES as readonly string[]).includes(text)) throw badRequest(`theme must be 'light' or 'dark', got '${text}'`);
      out.theme = text as BadgeTheme;
    } else if (name === 'label') {
      const length = [...text.trim()].length;
      if (length === 0 || length > MAX_LABEL_CHARS) throw badRequest(`label must be 1 to ${MAX_LABEL_CHARS} characters, got ${length}`);
      out.label = text;
    } else {
      throw badRequest(`unknown badge option '${name}' (known: theme, label)`);
    }
  }
  return out;
}

/**
 * GET /badge/check/:id.svg and /badge/canary/:id.svg (under /api/public/health), no authentication: an SVG status
 * badge of a published check or canary, for an <img> in a README, a wiki or a status wall. An unknown, deleted or
 * unpublished one answers 404 with a grey 'not found' badge (still an image, so the page shows why), the same for all
 * three so that a badge URL tells nothing about what exists. Bad options are 400 JSON, like every bad request.
 */
export const badgeRoutes: FastifyPluginAsync = async (app) => {
  function send(request: FastifyRequest, reply: FastifyReply, status: 200 | 404, svg: string) {
    // A strong ETag from the bytes: a badge is a few hundred of them, hashing is cheaper than any cache bookkeeping.
    const etag = `"${crypto.createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"`;
    reply.header('cache-control', 'public, max-age=30');
    reply.header('etag', etag);
    if (status === 200 && etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.status(status).type('image/svg+xml').send(svg);
  }

  const route = (kind: 'check' | 'canary', lookup: (id: string) => Promise<BadgeSubject | null>) => {
    app.get<{ Params: { id: string } }>(`/badge/${kind}/:id.svg`, PUBLIC_ROUTE, async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw badRequest(`${kind} id must be a uuid, got '${id}'`);
      const options = parseBadgeQuery(request.query);
      const subject = await lookup(id.toLowerCase());
      if (!subject) return send(request, reply, 404, notFoundBadge(options.theme, options.label));
      return send(request, reply, 200, renderBadge({ label: options.label ?? subject.name, status: subject.status, theme: options.theme }));
    });
  };
  route('check', (id) => checkBadgeSubject(app.db.pool, id));
  route('canary', (id) => canaryBadgeSubject(app.db.pool, id));
};
