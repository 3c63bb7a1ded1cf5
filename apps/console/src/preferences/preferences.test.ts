import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PREFERENCE_KEYS, encodePreference, readPreferences } from './preferences';

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('preferences kept in the browser (spec 001 section 3.5)', () => {
  it('defaults to timestamp, the browser zone, light, 50 rows and a wide sidebar', () => {
    expect(readPreferences(storage({}))).toEqual({
      dateTimeFormat: 'timestamp',
      timeZone: 'Browser',
      theme: 'light',
      pageSize: 50,
      sidebarCollapsed: false,
    });
  });

  it("reads the original console's keys and JSON encoding", () => {
    const prefs = readPreferences(
      storage({
        datetime_preference: '"medium"',
        display_timezone_preference: '"Asia/Kolkata"',
        theme_preference: '"dark"',
        persistPageSize: '100',
        sidebarCollapsed: 'true',
      }),
    );
    expect(prefs).toEqual({ dateTimeFormat: 'medium', timeZone: 'Asia/Kolkata', theme: 'dark', pageSize: 100, sidebarCollapsed: true });
  });

  it('falls back to the default for a stale, hand-edited or unparsable value', () => {
    const prefs = readPreferences(
      storage({
        datetime_preference: '"iso"',
        display_timezone_preference: '"Mars/Olympus"',
        theme_preference: 'dark',
        persistPageSize: '7',
        sidebarCollapsed: '"yes"',
      }),
    );
    expect(prefs).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark' });
    expect(readPreferences(storage({ persistPageSize: '"200"' })).pageSize).toBe(200);
  });

  it('survives a storage that throws', () => {
    const blocked = { getItem: () => { throw new Error('SecurityError'); } };
    expect(readPreferences(blocked)).toEqual(DEFAULT_PREFERENCES);
  });

  it('encodes as JSON and refuses values outside the choices', () => {
    expect(encodePreference('theme', 'system')).toBe('"system"');
    expect(encodePreference('pageSize', 25)).toBe('25');
    expect(() => encodePreference('pageSize', 33)).toThrow(/Invalid value for preference pageSize/);
    expect(PREFERENCE_KEYS.sidebarCollapsed).toBe('sidebarCollapsed');
  });
});
