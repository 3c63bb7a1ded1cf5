/**
 * Where each backend service lives (spec 000 section 7, contract 1.5). Two deployment shapes:
 * - 'proxy' (default): everything is under an `/api` prefix on the console's origin or a gateway, as Mission Control's
 *   own console serves it. `baseUrl` may name that `/api` root ('https://x/api', '/api') or the origin it sits on
 *   ('' or 'https://x'): the `/api` segment is added when missing.
 * - 'direct': `baseUrl` is the backend's own root and the `/api` prefix is removed (`/api/db` -> `<backend>/db`),
 *   the way the original talks to an organisation's backend in hosted direct mode. The caller says so with
 *   `mode: 'direct'`: guessing it from the URL shape would silently send requests to the wrong paths.
 */

export const API_BASES = [
  'db',
  'canary',
  'config',
  'catalog',
  'snapshot',
  'agent',
  'logs',
  'auth',
  'people',
  'playbook',
  'view',
  'artifacts',
  'rbac',
  'notification',
  'apm/search',
  'connection',
  'properties',
  '.ory',
] as const;
export type ApiBase = (typeof API_BASES)[number];

export type ApiMode = 'proxy' | 'direct';

/** Services the original's proxy renames on the way to the backend (`/api/.ory/*` -> `<backend>/kratos/*`). */
const DIRECT_RENAMES: Partial<Record<string, string>> = { '.ory': 'kratos' };

function trimTrailingSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The URL every service path is appended to: '/api', 'https://x/api', or a direct backend root. */
export function resolveApiRoot(baseUrl: string, mode: ApiMode = 'proxy'): string {
  const base = trimTrailingSlashes(baseUrl.trim());
  if (mode === 'direct') return base;
  return /(^|\/)api$/.test(base) ? base : `${base}/api`;
}

/**
 * A path below the API root, in the proxy's terms ('/db/checks', '/.ory/sessions/whoami'), as the backend serves it
 * in the given mode.
 */
export function servicePath(path: string, mode: ApiMode = 'proxy'): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  if (mode !== 'direct') return withSlash;
  const match = /^\/([^/?#]+)(.*)$/s.exec(withSlash);
  if (!match) return withSlash;
  const [, first = '', rest = ''] = match;
  const renamed = DIRECT_RENAMES[first];
  return renamed ? `/${renamed}${rest}` : withSlash;
}

/** The URL of one service: `apiBaseUrl('https://x', 'db')` -> 'https://x/api/db'. */
export function apiBaseUrl(baseUrl: string, base: ApiBase, mode: ApiMode = 'proxy'): string {
  return resolveApiRoot(baseUrl, mode) + servicePath(`/${base}`, mode);
}
