import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DURATION_FILTER_PRESETS, parseDurationFilter } from './parseDurationFilter';
import { REFRESH_RATE_OPTIONS, parseRefreshRate } from './parseRefreshRate';

describe('parseDurationFilter', () => {
  it('reads every preset', () => {
    expect(DURATION_FILTER_PRESETS.map((preset) => parseDurationFilter(preset))).toEqual([
      { ok: true, ms: null },
      { ok: true, ms: 100 },
      { ok: true, ms: 500 },
      { ok: true, ms: 1_000 },
      { ok: true, ms: 5_000 },
      { ok: true, ms: 10_000 },
      { ok: true, ms: 30_000 },
    ]);
  });

  it('converts typed seconds to milliseconds', () => {
    expect(parseDurationFilter('2.5s')).toEqual({ ok: true, ms: 2_500 });
    expect(parseDurationFilter(' 750 ms ')).toEqual({ ok: true, ms: 750 });
    expect(parseDurationFilter('1.2345s')).toEqual({ ok: true, ms: 1_235 });
    expect(parseDurationFilter('')).toEqual({ ok: true, ms: null });
  });

  it('refuses anything else with exactly the spec text', () => {
    for (const bad of ['1m', '5', 'ms', '-1s', '1h', '1.s', 'fast', '1e3ms', '10 seconds']) {
      expect(parseDurationFilter(bad), bad).toEqual({
        ok: false,
        error: 'duration is allowed only in milli seconds & seconds',
      });
    }
  });

  it('reads back any whole number of ms or s it is given', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.constantFrom('ms', 's'), (n, unit) => {
        expect(parseDurationFilter(`${n}${unit}`)).toEqual({ ok: true, ms: unit === 's' ? n * 1_000 : n });
      }),
    );
  });
});

describe('parseRefreshRate', () => {
  it('reads every option, None as off', () => {
    expect(REFRESH_RATE_OPTIONS.map((option) => parseRefreshRate(option.value))).toEqual([
      0, 15_000, 30_000, 60_000, 120_000, 180_000, 300_000, 600_000, 900_000,
    ]);
    expect(REFRESH_RATE_OPTIONS.map((option) => option.label)).toContain('1 minute');
  });

  it('reads h, d and w, and turns off for zero, none or anything unreadable', () => {
    expect(parseRefreshRate('1h')).toBe(3_600_000);
    expect(parseRefreshRate('1d')).toBe(86_400_000);
    expect(parseRefreshRate('2w')).toBe(1_209_600_000);
    for (const off of ['0', '0s', 'none', 'None', null, undefined, 'soon', '-5s', 0, -1, Number.NaN]) {
      expect(parseRefreshRate(off), String(off)).toBe(0);
    }
  });
});
