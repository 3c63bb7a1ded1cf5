import type { FastifyRequest } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid in its text form: ids from URLs are checked before they reach a uuid column (a 400, not a 22P02). */
export const isUuid = (value: string | undefined): value is string => !!value && UUID.test(value);

/**
 * A browser navigation (a link, a form post, a typed address) asks for text/html; fetch and Ory's client send `*` / `*`
 * or JSON. Navigations get redirects or the console's page, everything else gets JSON.
 */
export function wantsHtml(request: FastifyRequest): boolean {
  return /\btext\/html\b/i.test(request.headers.accept ?? '');
}
