import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addUnits, endOfUnit, isDateMath, parseDateMath, startOfUnit, type DateMathUnit } from './parseDateMath';
import { fromZonedParts, zonedDate } from './zonedTime';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const NOW = new Date('2026-05-14T10:37:12.345Z'); // a Thursday

describe('parseDateMath', () => {
  it('subtracts and adds exact units from now', () => {
    const at = (expression: string) => iso(parseDateMath(expression, { now: NOW, timeZone: 'UTC' }));
    expect(at('now')).toBe('2026-05-14T10:37:12.345Z');
    expect(at('now-1h')).toBe('2026-05-14T09:37:12.345Z');
    expect(at('now-15m')).toBe('2026-05-14T10:22:12.345Z');
    expect(at('now+30s')).toBe('2026-05-14T10:37:42.345Z');
    expect(at('now-500ms')).toBe('2026-05-14T10:37:11.845Z');
    expect(at('now-h')).toBe('2026-05-14T09:37:12.345Z');
    expect(at(' now-1d ')).toBe('2026-05-13T10:37:12.345Z');
    expect(at('now-2w')).toBe('2026-04-30T10:37:12.345Z');
  });

  it('rounds down to the start of a unit, or up to its last millisecond', () => {
    const at = (expression: string, roundUp = false) =>
      iso(parseDateMath(expression, { now: NOW, timeZone: 'UTC', roundUp }));
    expect(at('now/d')).toBe('2026-05-14T00:00:00.000Z');
    expect(at('now/d', true)).toBe('2026-05-14T23:59:59.999Z');
    expect(at('now-1d/d')).toBe('2026-05-13T00:00:00.000Z');
    expect(at('now-1d/d', true)).toBe('2026-05-13T23:59:59.999Z');
    expect(at('now/h')).toBe('2026-05-14T10:00:00.000Z');
    expect(at('now/M')).toBe('2026-05-01T00:00:00.000Z');
    expect(at('now/M', true)).toBe('2026-05-31T23:59:59.999Z');
    expect(at('now/y')).toBe('2026-01-01T00:00:00.000Z');
    expect(at('now-1y/y', true)).toBe('2025-12-31T23:59:59.999Z');
  });

  it('starts weeks on Monday unless told Sunday', () => {
    expect(iso(parseDateMath('now/w', { now: NOW, timeZone: 'UTC' }))).toBe('2026-05-11T00:00:00.000Z');
    expect(iso(parseDateMath('now/w', { now: NOW, timeZone: 'UTC', weekStartsOn: 0 }))).toBe('2026-05-10T00:00:00.000Z');
    expect(iso(parseDateMath('now-1w/w', { now: NOW, timeZone: 'UTC', roundUp: true }))).toBe(
      '2026-05-10T23:59:59.999Z',
    );
  });

  it('rounds on the wall clock of the given time zone', () => {
    expect(iso(parseDateMath('now/d', { now: NOW, timeZone: 'Asia/Kolkata' }))).toBe('2026-05-13T18:30:00.000Z');
    expect(iso(parseDateMath('now/d', { now: NOW, timeZone: 'America/New_York' }))).toBe('2026-05-14T04:00:00.000Z');
  });

  it('counts calendar days across a daylight-saving change (a 23-hour day)', () => {
    const now = new Date('2026-03-08T16:00:00Z'); // noon EDT, the day New York springs forward
    const options = { now, timeZone: 'America/New_York' };
    expect(iso(parseDateMath('now-1d', options))).toBe('2026-03-07T17:00:00.000Z'); // noon EST
    expect(iso(parseDateMath('now/d', options))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(parseDateMath('now/d', { ...options, roundUp: true }))).toBe('2026-03-09T03:59:59.999Z');
  });

  it('clamps calendar months to the end of a shorter month', () => {
    const now = new Date('2024-03-31T12:00:00Z');
    expect(iso(parseDateMath('now-1M', { now, timeZone: 'UTC' }))).toBe('2024-02-29T12:00:00.000Z');
    expect(iso(parseDateMath('now-1y', { now: new Date('2024-02-29T00:00:00Z'), timeZone: 'UTC' }))).toBe(
      '2023-02-28T00:00:00.000Z',
    );
    expect(iso(parseDateMath('now-13M', { now, timeZone: 'UTC' }))).toBe('2023-02-28T12:00:00.000Z');
  });

  it('reads absolute dates, in the zone unless they carry an offset, with operations after ||', () => {
    expect(iso(parseDateMath('2026-01-01', { timeZone: 'UTC' }))).toBe('2026-01-01T00:00:00.000Z');
    expect(iso(parseDateMath('2026-01-01', { timeZone: 'Asia/Kolkata' }))).toBe('2025-12-31T18:30:00.000Z');
    expect(iso(parseDateMath('2026-01-01 10:15', { timeZone: 'UTC' }))).toBe('2026-01-01T10:15:00.000Z');
    expect(iso(parseDateMath('2026-01-01T10:00:00.5+02:00', { timeZone: 'UTC' }))).toBe('2026-01-01T08:00:00.500Z');
    expect(iso(parseDateMath('2026-01-15T10:00:00Z||+1M/M', { timeZone: 'UTC' }))).toBe('2026-02-01T00:00:00.000Z');
  });

  it('answers null for anything that is not date math', () => {
    for (const bad of ['', 'yesterday', 'now-1x', 'now/2d', 'now-', 'now+1h junk', '2026-02-30', '2026-13-01', '1h']) {
      expect(parseDateMath(bad, { now: NOW, timeZone: 'UTC' }), bad).toBeNull();
      expect(isDateMath(bad)).toBe(false);
    }
    expect(isDateMath('now-1d/d')).toBe(true);
  });

  it('names an invalid time zone', () => {
    expect(() => parseDateMath('now/d', { now: NOW, timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Europe/Berlin', 'Australia/Lord_Howe', 'Pacific/Chatham'];
const CALENDAR_UNITS: DateMathUnit[] = ['s', 'm', 'h', 'd', 'w', 'M', 'y'];
const instant = fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });

describe('date math properties', () => {
  it('now-N<unit> is exactly N units earlier for ms, s, m and h', () => {
    const unitMs = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 } as const;
    fc.assert(
      fc.property(instant, fc.nat(100_000), fc.constantFrom('ms', 's', 'm', 'h'), (now, n, unit) => {
        const date = parseDateMath(`now-${n}${unit}`, { now, timeZone: 'UTC' });
        expect(date?.getTime()).toBe(now.getTime() - n * unitMs[unit]);
      }),
    );
  });

  it('rounding brackets the instant, is idempotent, and the unit after starts 1 ms after its end', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), fc.constantFrom(...CALENDAR_UNITS), (date, zone, unit) => {
        const start = startOfUnit(date, unit, zone);
        const end = endOfUnit(date, unit, zone);
        expect(start.getTime()).toBeLessThanOrEqual(date.getTime());
        expect(end.getTime()).toBeGreaterThanOrEqual(date.getTime());
        expect(startOfUnit(start, unit, zone).getTime()).toBe(start.getTime());
        const next = new Date(end.getTime() + 1);
        expect(startOfUnit(next, unit, zone).getTime()).toBe(next.getTime());
      }),
      { numRuns: 300 },
    );
  });

  it('adding then removing whole days returns to the same wall-clock time', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), fc.integer({ min: -400, max: 400 }), (date, zone, days) => {
        const start = startOfUnit(date, 'h', zone); // whole hours avoid landing in a DST gap's missing minutes
        const back = addUnits(addUnits(start, days, 'd', zone), -days, 'd', zone);
        expect(zonedDate(back, zone)).toEqual(zonedDate(start, zone));
      }),
      { numRuns: 200 },
    );
  });

  it('reads back the wall clock it wrote', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (date, zone) => {
        const parts = zonedDate(date, zone);
        expect(zonedDate(fromZonedParts(parts, zone), zone)).toEqual(parts);
      }),
      { numRuns: 300 },
    );
  });

  it('picks the earlier instant for a wall-clock time that happens twice (the hour repeated in autumn)', () => {
    const second = new Date('2026-11-01T06:30:00Z'); // 01:30 EST, after New York fell back from 01:59 EDT
    const parts = zonedDate(second, 'America/New_York');
    expect(parts.hour).toBe(1);
    expect(fromZonedParts(parts, 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});
