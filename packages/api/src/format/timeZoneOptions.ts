/**
 * The display time zone choice (spec 001 section 3.5): 'Browser' first, then every zone the runtime knows,
 * labelled with its UTC offset and sorted by it.
 */
import { zoneOffset } from '../time-range/zonedTime';

export const BROWSER_TIME_ZONE = 'Browser';

/** 'UTC+05:30', 'UTC-04:00', 'UTC+00:00'. */
export function formatUtcOffset(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const sign = offsetMs < 0 ? '-' : '+';
  return `UTC${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export interface TimeZoneOption {
  value: string;
  label: string;
  offsetMs: number;
}

function supportedZones(): string[] {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
}

/** Offsets depend on the date (daylight saving): they are those of `now`. */
export function timeZoneOptions(now: Date = new Date(), zones: readonly string[] = supportedZones()): TimeZoneOption[] {
  const options = zones.map((zone) => {
    const offsetMs = zoneOffset(now, zone);
    return { value: zone, label: `(${formatUtcOffset(offsetMs)}) ${zone}`, offsetMs };
  });
  options.sort((a, b) => a.offsetMs - b.offsetMs || a.value.localeCompare(b.value));
  return [{ value: BROWSER_TIME_ZONE, label: BROWSER_TIME_ZONE, offsetMs: Number.NaN }, ...options];
}

/** The IANA zone a preference stands for: 'Browser' is the runtime's own. */
export function resolveTimeZonePreference(preference: string | null | undefined, browserZone: string): string {
  return !preference || preference === BROWSER_TIME_ZONE ? browserZone : preference;
}
