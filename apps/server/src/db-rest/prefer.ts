import { badRequest } from '../httpError';

/** The request headers PostgREST clients steer with: Prefer, Accept and Range. */

export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
}

const ALLOWED: Record<keyof Preferences, readonly string[]> = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
};

/**
 * `Prefer: return=representation, count=exact` (one header or several). Unknown preferences are ignored, as
 * RFC 7240 asks; a known one with an unknown value is too, since clients send it on every request.
 */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = {};
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of text.split(',')) {
    const [rawKey, rawValue] = part.split('=', 2).map((s) => s?.trim().toLowerCase());
    if (!rawKey || !rawValue || !(rawKey in ALLOWED)) continue;
    const key = rawKey as keyof Preferences;
    if (ALLOWED[key].includes(rawValue)) (prefs as Record<string, string>)[key] = rawValue;
  }
  return prefs;
}

/** Whether the client asked for one object instead of an array (postgrest-js `.single()`). */
export function wantsSingleObject(accept: string | undefined): boolean {
  return Boolean(accept && accept.toLowerCase().includes('application/vnd.pgrst.object'));
}

/** `Range: 0-24` (items) as limit/offset, for clients that page with headers instead of parameters. */
export function parseRange(header: string | undefined): { offset: number; limit?: number } | undefined {
  if (!header) return undefined;
  const match = /^\s*(?:items=)?(\d{1,9})-(\d{0,9})\s*$/.exec(header);
  if (!match) throw badRequest(`Range must look like 0-24, got '${header}'`);
  const from = Number(match[1]);
  if (!match[2]) return { offset: from };
  const to = Number(match[2]);
  if (to < from) throw badRequest(`Range ${header} ends before it starts`);
  return { offset: from, limit: to - from + 1 };
}
