import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../httpError';
import { graphWindowSeconds, parseDurationMs, parseGraphParams, parseTimeParam } from './graphParams';

const UNITS: Record<string, number> = { ms: 1, s: 1e3, m: 6e4, h: 36e5, d: 864e5, w: 6048e5, mo: 2592e6, y: 31536e6 };
const CHECK = '0b5e0000-0000-4000-8000-000000000002';
const NOW = new Date('2026-06-01T12:00:00.000Z');

describe('parseDurationMs', () => {
  it('adds up any sequence of number+unit parts', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(1000), fc.constantFrom(...Object.keys(UNITS))), { minLength: 1, maxLength: 4 }), (parts) => {
        const text = parts.map(([n, unit]) => `${n}${unit}`).join('');
        expect(parseDurationMs(text)).toBe(parts.reduce((sum, [n, unit]) => sum + n * UNITS[unit]!, 0));
      }),
    );
  });

  it('tells months from minutes and milliseconds, and refuses what is not a duration', () => {
    expect(parseDurationMs('1mo')).toBe(30 * 864e5);
    expect(parseDurationMs('1m')).toBe(6e4);
    expect(parseDurationMs('1ms')).toBe(1);
    expect(parseDurationMs('1.5h')).toBe(1.5 * 36e5);
    for (const bad of ['', 'h', '1', '-1h', '1h ', '1x', 'now', '1h-2m']) expect(parseDurationMs(bad)).toBeNull();
  });
});

describe('parseTimeParam and graphWindowSeconds', () => {
  it('reads a duration back from now, or an RFC 3339 timestamp with any offset', () => {
    expect(parseTimeParam('start', '1h', NOW).toISOString()).toBe('2026-06-01T11:00:00.000Z');
    expect(parseTimeParam('start', '2026-06-01T14:00:00+02:00', NOW).toISOString()).toBe('2026-06-01T12:00:00.000Z');
    expect(() => parseTimeParam('start', 'tomorrow', NOW)).toThrow(HttpError);
  });

  it('uses Mission Control\'s bucket ladder with inclusive edges', () => {
    const h = 36e5;
    expect([1, 2, 2.01, 24, 24.1, 168, 168.1, 1000].map((hours) => graphWindowSeconds(hours * h))).toEqual([
      60, 60, 900, 900, 3600, 3600, 14400, 14400,
    ]);
  });

  it('defaults to the last hour, prefers since/until over start/end, and ignores count', () => {
    const p = parseGraphParams({ check: CHECK.toUpperCase(), count: '300' }, NOW);
    expect(p).toEqual({ check: CHECK, start: new Date('2026-06-01T11:00:00.000Z'), end: NOW, windowSeconds: 60, includeMessages: false });
    const q = parseGraphParams({ check: CHECK, since: '1d', start: '1h', until: '1h', includeMessages: 'true' }, NOW);
    expect(q.start.toISOString()).toBe('2026-05-31T12:00:00.000Z');
    expect(q.end.toISOString()).toBe('2026-06-01T11:00:00.000Z');
    expect(q.windowSeconds).toBe(900);
    expect(q.includeMessages).toBe(true);
  });
});
