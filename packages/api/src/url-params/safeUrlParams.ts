/**
 * URL parameters are attacker-controlled: a link can carry `?__proto__=...` or `labels={"__proto__":{...}}`.
 * Everything parsed here comes back in objects without a prototype, and the keys that could reach one
 * (`__proto__`, `constructor`, `prototype`) are dropped at every depth (spec 001 section 2.1).
 */

export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function isSafeKey(key: string): boolean {
  return !UNSAFE_KEYS.has(key);
}

export type SafeRecord<T> = Record<string, T>;

export function createSafeRecord<T>(): SafeRecord<T> {
  return Object.create(null) as SafeRecord<T>;
}

type ParamsInput = string | URLSearchParams | Iterable<readonly [string, string]> | Readonly<Record<string, string>>;

function entriesOf(input: ParamsInput): Iterable<readonly [string, string]> {
  if (typeof input === 'string') return new URLSearchParams(input);
  if (input instanceof URLSearchParams || Symbol.iterator in input) return input as Iterable<readonly [string, string]>;
  return Object.entries(input);
}

/** The parameters as a prototype-less record; the last value wins for repeated names. */
export function parseUrlParams(input: ParamsInput): SafeRecord<string> {
  const out = createSafeRecord<string>();
  for (const [key, value] of entriesOf(input)) if (isSafeKey(key)) out[key] = value;
  return out;
}

/** Deep copy of a parsed JSON value with unsafe keys dropped and every object prototype-less. */
export function sanitizeJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sanitizeJson);
  if (value === null || typeof value !== 'object') return value;
  const out = createSafeRecord<unknown>();
  for (const key of Object.keys(value)) {
    if (isSafeKey(key)) out[key] = sanitizeJson((value as Record<string, unknown>)[key]);
  }
  return out;
}

/** JSON.parse for text from a URL: undefined when it is not JSON, sanitised when it is. */
export function parseJsonParam(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text === '') return undefined;
  try {
    return sanitizeJson(JSON.parse(text));
  } catch {
    return undefined;
  }
}
