import { badRequest } from '../httpError';
import { isUuid } from '../requestValues';
import { parseTimestamp } from './summaryOptions';

const UNIT_MS: Record<string, number> = {
  ms: 1,
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
  // The console's range table counts a month as 30 days; a year is 365 days here.
  mo: 30 * 86_400_000,
  y: 365 * 86_400_000,
};
// 'ms' and 'mo' before 'm' and 's', so that '1mo' is a month and '1ms' a millisecond.
const PART = /(\d+(?:\.\d+)?)(ms|mo|s|m|h|d|w|y)/gy;

/** Milliseconds of a duration such as `1h`, `90m`, `1d12h`, `2mo`, `0s`; null when it is not one. */
export function parseDurationMs(value: string): number | null {
  if (!value) return null;
  PART.lastIndex = 0;
  let total = 0;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = PART.exec(value))) {
    total += Number(match[1]) * UNIT_MS[match[2]!]!;
    consumed = PART.lastIndex;
  }
  return consumed === value.length ? total : null;
}

/** A point in time: a duration back from now, or an RFC 3339 timestamp. */
export function parseTimeParam(name: string, value: string, now: Date): Date {
  const ms = parseDurationMs(value);
  if (ms !== null) return new Date(now.getTime() - ms);
  if (/^\d{4}-/.test(value)) return parseTimestamp(name, value);
  throw badRequest(`${name} must be a duration such as 1h, 1d or 1mo, or an RFC 3339 timestamp; got '${value}'`);
}

/** The bucket of the graph for a range, as Mission Control picks it: <=2h 1m, <=24h 15m, <=7d 1h, else 4h. */
export function graphWindowSeconds(rangeMs: number): number {
  if (rangeMs <= 2 * 3_600_000) return 60;
  if (rangeMs <= 24 * 3_600_000) return 15 * 60;
  if (rangeMs <= 7 * 86_400_000) return 60 * 60;
  return 4 * 60 * 60;
}

export interface GraphParams {
  check: string;
  start: Date;
  end: Date;
  windowSeconds: number;
  includeMessages: boolean;
}

const single = (query: Record<string, unknown>, name: string): string | undefined => {
  const value = query[name];
  if (Array.isArray(value)) throw badRequest(`${name} is given more than once`);
  return value === undefined || value === '' ? undefined : String(value);
};

/**
 * The graph's query parameters, named as Mission Control names them: since|start (default 1h), until|end (default
 * 0s), check, includeMessages. `count` (sent by the console) is accepted and ignored, as in the original; other
 * parameters of the original (canary_id, includeDetails, trace) are accepted and have no effect.
 */
export function parseGraphParams(query: Record<string, unknown>, now: Date): GraphParams {
  const check = single(query, 'check');
  if (!check) throw badRequest('check is required: the id of the check to graph');
  if (!isUuid(check)) throw badRequest(`check must be a uuid, got '${check}'`);
  const startName = single(query, 'since') !== undefined ? 'since' : 'start';
  const endName = single(query, 'until') !== undefined ? 'until' : 'end';
  const start = parseTimeParam(startName, single(query, startName) ?? '1h', now);
  const end = parseTimeParam(endName, single(query, endName) ?? '0s', now);
  if (end.getTime() < start.getTime()) {
    throw badRequest(`end time must be after start time (${startName} ${start.toISOString()}, ${endName} ${end.toISOString()})`);
  }
  const includeMessages = single(query, 'includeMessages');
  if (includeMessages !== undefined && includeMessages !== 'true' && includeMessages !== 'false') {
    throw badRequest(`includeMessages must be true or false, got '${includeMessages}'`);
  }
  const count = single(query, 'count');
  if (count !== undefined && !/^\d+$/.test(count)) throw badRequest(`count must be a number: ${count}`);
  return {
    check: check.toLowerCase(),
    start,
    end,
    windowSeconds: graphWindowSeconds(end.getTime() - start.getTime()),
    includeMessages: includeMessages === 'true',
  };
}
