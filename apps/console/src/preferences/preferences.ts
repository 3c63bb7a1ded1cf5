import { BROWSER_TIME_ZONE, DATETIME_FORMATS, DEFAULT_DATETIME_FORMAT, type DateTimeFormat } from '@opsdeck/api';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type ColorScheme } from '@opsdeck/ui';

/**
 * The preferences kept in the browser (spec 001 section 3.5). Keys and JSON encoding follow the original console's
 * local-storage atoms, so a browser that used it keeps its choices: strings are stored JSON-quoted ('"timestamp"'),
 * booleans and numbers bare.
 */
export interface Preferences {
  dateTimeFormat: DateTimeFormat;
  /** 'Browser' or an IANA zone. */
  timeZone: string;
  theme: ColorScheme;
  pageSize: number;
  sidebarCollapsed: boolean;
}

export const PREFERENCE_KEYS: Readonly<Record<keyof Preferences, string>> = {
  dateTimeFormat: 'datetime_preference',
  timeZone: 'display_timezone_preference',
  theme: 'theme_preference',
  pageSize: 'persistPageSize',
  sidebarCollapsed: 'sidebarCollapsed',
};

export const DEFAULT_PREFERENCES: Readonly<Preferences> = {
  dateTimeFormat: DEFAULT_DATETIME_FORMAT,
  timeZone: BROWSER_TIME_ZONE,
  theme: 'light',
  pageSize: DEFAULT_PAGE_SIZE,
  sidebarCollapsed: false,
};

export const THEMES: readonly ColorScheme[] = ['light', 'dark', 'system'];

function decode(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    // Written by hand or by an older version without JSON quoting.
    return raw;
  }
}

/** Each stored value is checked against its choices: a stale or hand-edited entry falls back to the default. */
const validators: { [K in keyof Preferences]: (value: unknown) => value is Preferences[K] } = {
  dateTimeFormat: (v): v is DateTimeFormat => typeof v === 'string' && (DATETIME_FORMATS as readonly string[]).includes(v),
  timeZone: (v): v is string => typeof v === 'string' && isKnownTimeZone(v),
  theme: (v): v is ColorScheme => typeof v === 'string' && (THEMES as readonly string[]).includes(v),
  pageSize: (v): v is number => typeof v === 'number' && (PAGE_SIZE_OPTIONS as readonly number[]).includes(v),
  sidebarCollapsed: (v): v is boolean => typeof v === 'boolean',
};

export function isKnownTimeZone(zone: string): boolean {
  if (zone === BROWSER_TIME_ZONE) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function readPreference<K extends keyof Preferences>(storage: Pick<Storage, 'getItem'>, key: K): Preferences[K] {
  let raw: string | null = null;
  try {
    raw = storage.getItem(PREFERENCE_KEYS[key]);
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): defaults then.
  }
  const value = decode(raw);
  // Older builds stored the page size as a string.
  const normalised = key === 'pageSize' && typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return validators[key](normalised) ? (normalised as Preferences[K]) : DEFAULT_PREFERENCES[key];
}

export function readPreferences(storage: Pick<Storage, 'getItem'>): Preferences {
  return {
    dateTimeFormat: readPreference(storage, 'dateTimeFormat'),
    timeZone: readPreference(storage, 'timeZone'),
    theme: readPreference(storage, 'theme'),
    pageSize: readPreference(storage, 'pageSize'),
    sidebarCollapsed: readPreference(storage, 'sidebarCollapsed'),
  };
}

export function encodePreference<K extends keyof Preferences>(key: K, value: Preferences[K]): string {
  if (!validators[key](value)) throw new TypeError(`Invalid value for preference ${key}: ${JSON.stringify(value)}`);
  return JSON.stringify(value);
}
