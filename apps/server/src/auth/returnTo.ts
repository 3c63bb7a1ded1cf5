import { returnToForbidden } from './kratosErrors';

/**
 * Where a flow may send the browser afterwards: a path on this server (`/health?x=1`) or an absolute URL of this
 * server's own origin. Anything else (another host, `//host`, `/\host`, `javascript:`, a bare `page`) is refused with
 * Kratos's self_service_flow_return_to_forbidden, so a link cannot turn sign-in into an open redirect.
 * Returns undefined when no return_to was given.
 */
export function checkReturnTo(raw: string | undefined | null, origin: string): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  // Control characters and backslashes are read differently by browsers and URL parsers: never allowed.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) throw returnToForbidden(raw);
  if (raw.startsWith('/')) {
    if (raw.startsWith('//')) throw returnToForbidden(raw);
    const resolved = new URL(raw, origin);
    if (resolved.origin !== origin) throw returnToForbidden(raw);
    return resolved.pathname + resolved.search + resolved.hash;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw returnToForbidden(raw);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) throw returnToForbidden(raw);
  return url.href;
}
