/** Query strings and origins: the two URL questions the client answers on every call. */

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | readonly QueryScalar[];
export type QueryParams = Readonly<Record<string, QueryValue>> | URLSearchParams;

/** Appends the params to a path that may already carry a query string; null and undefined are left out. */
export function appendQuery(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  if (query instanceof URLSearchParams) {
    query.forEach((value, key) => params.append(key, value));
  } else {
    for (const [key, value] of Object.entries(query)) {
      if (value === null || value === undefined) continue;
      const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar];
      for (const item of values) params.append(key, String(item));
    }
  }
  const qs = params.toString();
  if (!qs) return path;
  return path + (path.includes('?') ? '&' : '?') + qs;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function isAbsoluteUrl(url: string): boolean {
  return ABSOLUTE_URL.test(url);
}

/** The page's own origin in a browser; undefined on a server or in a worker without one. */
export function pageOrigin(): string | undefined {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin && location.origin !== 'null' ? location.origin : undefined;
}

/**
 * The origin a URL points at. A relative URL on a page resolves against the page; with no page, relative URLs are
 * their own kind ('relative'), which only ever equals another relative URL: that is the safe answer for the token.
 */
export function originOf(url: string, base = pageOrigin()): string | null {
  if (!isAbsoluteUrl(url) && base === undefined) return 'relative';
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

export function isSameOrigin(a: string, b: string, base = pageOrigin()): boolean {
  const first = originOf(a, base);
  return first !== null && first === originOf(b, base);
}
