/**
 * Include/exclude filters in the URL (spec 001 sections 2.12 and 5): parameter `{key}.filter`, value a
 * comma-separated list of `value:1` (include) and `value:-1` (exclude). Commas, colons and the escape character
 * inside a value are escaped with a backslash (`a\,b:1`), so encode and decode are exact inverses.
 */
import { createSafeRecord, isSafeKey, type SafeRecord } from '../url-params/safeUrlParams';

/** -1 exclude, 0 none, 1 include. */
export type TristateValue = -1 | 0 | 1;
export type FilterState = Exclude<TristateValue, 0>;

/** Values with their state, in order; 0 entries are never stored. */
export type FilterEntries = readonly (readonly [value: string, state: FilterState])[];

/** A click cycles exclude (-1) -> none (0) -> include (1) -> exclude (spec 001 section 2.12). */
export function nextTristate(state: TristateValue): TristateValue {
  return state === -1 ? 0 : state === 0 ? 1 : -1;
}

const ESCAPED = /[\\,:]/g;

export function escapeFilterValue(value: string): string {
  return value.replace(ESCAPED, '\\$&');
}

export function encodeFilterValue(entries: FilterEntries | Readonly<Record<string, TristateValue>>): string {
  const list = Array.isArray(entries) ? (entries as FilterEntries) : Object.entries(entries);
  return list
    .filter(([, state]) => state === 1 || state === -1)
    .map(([value, state]) => `${escapeFilterValue(value)}:${state}`)
    .join(',');
}

/** Splits on unescaped `separator`, keeping escapes, so each piece can be split again. */
function splitUnescaped(text: string, separator: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length) {
      current += char + text[++i];
    } else if (char === separator) {
      pieces.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  pieces.push(current);
  return pieces;
}

function unescape(text: string): string {
  return text.replace(/\\(.)/gs, '$1');
}

/**
 * The entries of a URL value. Entries that do not end in `:1` or `:-1` are dropped (a hand-edited URL must not
 * break the page); a value given twice keeps its last state.
 */
export function decodeFilterValue(text: string | null | undefined): [string, FilterState][] {
  if (!text) return [];
  const states = new Map<string, FilterState>();
  for (const entry of splitUnescaped(text, ',')) {
    const parts = splitUnescaped(entry, ':');
    if (parts.length !== 2) continue;
    const [value = '', state] = parts;
    if (state !== '1' && state !== '-1') continue;
    const key = unescape(value);
    states.delete(key);
    states.set(key, state === '1' ? 1 : -1);
  }
  return [...states];
}

/** As a record (value -> state), prototype-less. */
export function decodeFilterRecord(text: string | null | undefined): SafeRecord<FilterState> {
  const out = createSafeRecord<FilterState>();
  for (const [value, state] of decodeFilterValue(text)) if (isSafeKey(value)) out[value] = state;
  return out;
}

export const FILTER_PARAM_SUFFIX = '.filter';

export function filterParamName(key: string): string {
  return `${key}${FILTER_PARAM_SUFFIX}`;
}

/** The key of a `{key}.filter` parameter, or null for any other parameter. */
export function filterParamKey(name: string): string | null {
  if (!name.endsWith(FILTER_PARAM_SUFFIX) || name.length === FILTER_PARAM_SUFFIX.length) return null;
  const key = name.slice(0, -FILTER_PARAM_SUFFIX.length);
  return isSafeKey(key) ? key : null;
}

/** Every `{key}.filter` parameter of a URL, decoded. */
export function readFilterParams(params: URLSearchParams): SafeRecord<[string, FilterState][]> {
  const out = createSafeRecord<[string, FilterState][]>();
  params.forEach((value, name) => {
    const key = filterParamKey(name);
    if (key !== null) out[key] = decodeFilterValue(value);
  });
  return out;
}

/** How a filter value is shown: negated values with a leading '!'. */
export function formatFilterLabel(value: string, state: FilterState): string {
  return state === -1 ? `!${value}` : value;
}
