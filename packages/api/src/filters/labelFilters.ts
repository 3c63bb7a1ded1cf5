/**
 * The health page's `labels` URL parameter (spec 001 section 2.1): a JSON map of "key:value" to 1 (include),
 * -1 (exclude) or 0 (none). Only 1 and -1 count (spec 001 section 5). A colon or backslash inside a key or value is
 * escaped with a backslash, so any label survives the trip through the URL.
 */
import { parseJsonParam } from '../url-params/safeUrlParams';
import type { FilterState } from './includeExcludeFilter';

export interface LabelFilter {
  key: string;
  value: string;
  state: FilterState;
}

const escapePart = (part: string) => part.replace(/[\\:]/g, '\\$&');

/** The map key of one label filter: `env:prod`, `team\:a:x`. */
export function labelFilterKey(key: string, value: string): string {
  return `${escapePart(key)}:${escapePart(value)}`;
}

/** [key, value] of a map key; the split is at the first unescaped colon. */
export function parseLabelFilterKey(text: string): [string, string] | null {
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === ':') {
      const unescape = (part: string) => part.replace(/\\(.)/gs, '$1');
      return [unescape(text.slice(0, i)), unescape(text.slice(i + 1))];
    }
  }
  return null;
}

/** The URL value; '' when there is no active filter (the parameter should then be removed). */
export function encodeLabelFilters(filters: readonly LabelFilter[]): string {
  const map: Record<string, FilterState> = {};
  for (const filter of filters) {
    if (filter.state === 1 || filter.state === -1) map[labelFilterKey(filter.key, filter.value)] = filter.state;
  }
  return Object.keys(map).length === 0 ? '' : JSON.stringify(map);
}

/** The active filters of a URL value; anything malformed is ignored. */
export function decodeLabelFilters(param: string | null | undefined): LabelFilter[] {
  const map = parseJsonParam(param);
  if (!map || typeof map !== 'object' || Array.isArray(map)) return [];
  const filters: LabelFilter[] = [];
  for (const [text, state] of Object.entries(map)) {
    if (state !== 1 && state !== -1) continue;
    const parsed = parseLabelFilterKey(text);
    if (parsed) filters.push({ key: parsed[0], value: parsed[1], state });
  }
  return filters;
}

/**
 * Whether a check's labels pass: for each key with included values the label must be one of them; no label may
 * equal an excluded value.
 */
export function matchesLabelFilters(
  labels: Readonly<Record<string, string>> | null | undefined,
  filters: readonly LabelFilter[],
): boolean {
  const included = new Map<string, Set<string>>();
  for (const filter of filters) {
    const value = Object.hasOwn(labels ?? {}, filter.key) ? labels?.[filter.key] : undefined;
    if (filter.state === -1 && value === filter.value) return false;
    if (filter.state === 1) included.set(filter.key, (included.get(filter.key) ?? new Set()).add(filter.value));
  }
  for (const [key, values] of included) {
    const value = Object.hasOwn(labels ?? {}, key) ? labels?.[key] : undefined;
    if (value === undefined || !values.has(value)) return false;
  }
  return true;
}

/** Labels whose values are only 'true'/'false' are shown as switches rather than multi-selects. */
export function isBooleanLabel(values: Iterable<string>): boolean {
  let any = false;
  for (const value of values) {
    if (value !== 'true' && value !== 'false') return false;
    any = true;
  }
  return any;
}
