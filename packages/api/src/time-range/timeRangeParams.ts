/**
 * The picker's URL parameters (contract 2(f)): `rangeType` and `display`, then `range` (relative), `timeRange`
 * (mapped: the display name) or `from`/`to` (absolute), optionally under a prefix when a page has several pickers.
 */
import type { TimeRange } from './rangeOptions';

/** Parameters a new range replaces: all of them are cleared before the new ones are written. */
export const TIME_RANGE_PARAM_NAMES = ['rangeType', 'display', 'range', 'timeRange', 'from', 'to', 'duration'] as const;

export function timeRangeToParams(value: TimeRange, prefix = ''): Record<string, string> {
  const p = (name: string) => `${prefix}${name}`;
  switch (value.type) {
    case 'relative':
      return { [p('rangeType')]: 'relative', [p('display')]: value.display, [p('range')]: value.range };
    case 'mapped':
      return { [p('rangeType')]: 'mapped', [p('display')]: value.display, [p('timeRange')]: value.display };
    case 'absolute':
      return {
        [p('rangeType')]: 'absolute',
        [p('display')]: value.display ?? 'Custom',
        [p('from')]: value.from,
        [p('to')]: value.to,
      };
  }
}

/** The range the parameters describe, or null when they describe none completely. */
export function timeRangeFromParams(params: URLSearchParams | Record<string, string | undefined>, prefix = '') {
  const get = (name: string): string | undefined =>
    (params instanceof URLSearchParams ? params.get(prefix + name) : params[prefix + name]) ?? undefined;
  const type = get('rangeType');
  const display = get('display');
  if (type === 'relative') {
    const range = get('range');
    return range ? ({ type, display: display ?? range, range } satisfies TimeRange) : null;
  }
  if (type === 'mapped') {
    const name = get('timeRange') ?? display;
    return name ? ({ type, display: name } satisfies TimeRange) : null;
  }
  if (type === 'absolute') {
    const from = get('from');
    const to = get('to');
    return from && to ? ({ type, display: display ?? 'Custom', from, to } satisfies TimeRange) : null;
  }
  return null;
}
