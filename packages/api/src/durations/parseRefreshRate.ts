/**
 * The dashboard's auto-refresh rate (spec 001 section 9): strings with units s, m, h, d, w; zero or none turns it
 * off. Parsing never throws: a value from storage or the URL that cannot be read turns auto-refresh off.
 */

export const REFRESH_RATE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'None' },
  { value: '15s', label: '15 seconds' },
  { value: '30s', label: '30 seconds' },
  { value: '60s', label: '1 minute' },
  { value: '2m', label: '2 minutes' },
  { value: '3m', label: '3 minutes' },
  { value: '5m', label: '5 minutes' },
  { value: '10m', label: '10 minutes' },
  { value: '15m', label: '15 minutes' },
];

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;
const RATE = /^(\d+(?:\.\d+)?)\s*(s|m|h|d|w)$/;

/** The interval in ms; 0 means no auto-refresh. */
export function parseRefreshRate(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : 0;
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'none' || text === 'off') return 0;
  const match = RATE.exec(text);
  if (!match) return 0;
  return Math.round(Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]);
}
