import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBytes } from './formatBytes';
import { formatDateTime } from './formatDateTime';
import { formatDuration } from './formatDuration';
import { formatLatency } from './formatLatency';
import { formatRelativeTime } from './formatRelativeTime';
import { formatUptime, uptimePercent } from './formatUptime';
import { formatUtcOffset, resolveTimeZonePreference, timeZoneOptions } from './timeZoneOptions';
import { isZeroDate, toDate } from './zeroDate';

const NOW = new Date('2026-05-14T10:37:12.345Z');

describe('formatLatency', () => {
  it('uses ms under a second, s under a minute, then m', () => {
    expect(formatLatency(0.534)).toBe('0.53ms');
    expect(formatLatency(5)).toBe('5ms');
    expect(formatLatency(123.4)).toBe('123ms');
    expect(formatLatency(999.7)).toBe('1s');
    expect(formatLatency(1_234)).toBe('1.23s');
    expect(formatLatency(59_999)).toBe('1m');
    expect(formatLatency(90_000)).toBe('1.5m');
    expect(formatLatency(null)).toBe('');
    expect(formatLatency(Number.NaN)).toBe('');
  });
});

describe('formatUptime', () => {
  it('shows one decimal, empty without runs', () => {
    expect(formatUptime({ passed: 3, failed: 1 })).toBe('75.0%');
    expect(formatUptime({ passed: 10, failed: 0 })).toBe('100.0%');
    expect(formatUptime({ passed: 0, failed: 0 })).toBe('');
    expect(formatUptime(null)).toBe('');
    expect(uptimePercent({ passed: 1, failed: 1 })).toBe(50);
  });

  it('never rounds a failure away to 100.0% or a pass away to 0.0%', () => {
    expect(formatUptime({ passed: 9_999, failed: 1 })).toBe('99.9%');
    expect(formatUptime({ passed: 1, failed: 9_999 })).toBe('0.1%');
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (passed, failed) => {
        fc.pre(passed + failed > 0);
        const text = formatUptime({ passed, failed });
        expect(text).toMatch(/^\d{1,3}\.\d%$/);
        if (failed > 0) expect(text).not.toBe('100.0%');
        if (passed > 0) expect(text).not.toBe('0.0%');
      }),
    );
  });
});

describe('formatBytes', () => {
  it('scales by 1024 from B to YB', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1_024)).toBe('1 KB');
    expect(formatBytes(1_536)).toBe('1.5 KB');
    expect(formatBytes(1_048_575)).toBe('1 MB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatBytes(2 * 1024 ** 8)).toBe('2 YB');
    expect(formatBytes(3 * 1024 ** 9)).toBe('3072 YB');
    expect(formatBytes(-2_048)).toBe('-2 KB');
    expect(formatBytes(1_536, 2)).toBe('1.5 KB');
    expect(formatBytes(undefined)).toBe('');
  });
});

describe('formatDuration', () => {
  it('uses ms under a second, then d h m s without zero parts', () => {
    expect(formatDuration(850)).toBe('850ms');
    expect(formatDuration(1_500)).toBe('1.5s');
    expect(formatDuration(59_960)).toBe('1m');
    expect(formatDuration(3_723_000)).toBe('1h 2m 3s');
    expect(formatDuration(2 * 86_400_000 + 4 * 3_600_000)).toBe('2d 4h');
    expect(formatDuration(90_061_000)).toBe('1d 1h 1m 1s');
    expect(formatDuration(-1_500)).toBe('-1.5s');
    expect(formatDuration(null)).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1_000);
  it('shortens to s, m, h, d, mo and y, with ago and in', () => {
    expect(formatRelativeTime(ago(30), NOW)).toBe('30s ago');
    expect(formatRelativeTime(ago(5 * 60), NOW)).toBe('5m ago');
    expect(formatRelativeTime(ago(3 * 3_600), NOW)).toBe('3h ago');
    expect(formatRelativeTime(ago(2 * 86_400), NOW)).toBe('2d ago');
    expect(formatRelativeTime(ago(95 * 86_400), NOW)).toBe('3mo ago');
    expect(formatRelativeTime(ago(800 * 86_400), NOW)).toBe('2y ago');
    expect(formatRelativeTime(ago(-2 * 3_600), NOW)).toBe('in 2h');
    expect(formatRelativeTime(NOW, NOW)).toBe('now');
  });

  it('treats the zero date and missing values as empty', () => {
    expect(formatRelativeTime('0001-01-01T00:00:00Z', NOW)).toBe('');
    expect(formatRelativeTime(null, NOW)).toBe('');
    expect(formatRelativeTime('garbage', NOW)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes the four formats in the given zone', () => {
    const utc = { timeZone: 'UTC', now: NOW };
    expect(formatDateTime('2026-05-14T10:32:12.345Z', 'short', utc)).toBe('5m ago');
    expect(formatDateTime(NOW, 'medium', utc)).toBe('Thu 10:37:12');
    expect(formatDateTime(NOW, 'full', utc)).toBe('May 14, 10:37:12.345');
    expect(formatDateTime(NOW, 'timestamp', utc)).toBe('2026-05-14 10:37:12.345');
    expect(formatDateTime(NOW, 'timestamp', { timeZone: 'Asia/Kolkata' })).toBe('2026-05-14 16:07:12.345');
    expect(formatDateTime(NOW, 'medium', { timeZone: 'Pacific/Kiritimati' })).toBe('Fri 00:37:12');
  });

  it('treats the zero date as empty in every format', () => {
    for (const format of ['short', 'medium', 'full', 'timestamp'] as const) {
      expect(formatDateTime('0001-01-01T00:00:00Z', format, { timeZone: 'UTC' })).toBe('');
    }
    expect(isZeroDate(new Date('0001-01-01T00:00:00Z'))).toBe(true);
    expect(isZeroDate('2026-01-01')).toBe(false);
    expect(toDate('0001-01-01T00:00:00Z')).toBeNull();
  });
});

describe('time zone options', () => {
  it('labels zones by offset, sorted, with Browser first', () => {
    const options = timeZoneOptions(NOW, ['Asia/Kolkata', 'UTC', 'America/New_York']);
    expect(options.map((o) => o.label)).toEqual([
      'Browser',
      '(UTC-04:00) America/New_York',
      '(UTC+00:00) UTC',
      '(UTC+05:30) Asia/Kolkata',
    ]);
    expect(timeZoneOptions(NOW).length).toBeGreaterThan(100);
    expect(formatUtcOffset(-9.5 * 3_600_000)).toBe('UTC-09:30');
    expect(resolveTimeZonePreference('Browser', 'Europe/Paris')).toBe('Europe/Paris');
    expect(resolveTimeZonePreference('Asia/Tokyo', 'Europe/Paris')).toBe('Asia/Tokyo');
  });
});
