/**
 * The picker's date text: the trigger's "YYYY-MM-DD HH:mm", the datetime-local inputs' "YYYY-MM-DDTHH:mm", and the
 * checks of a range that came from outside (a URL can hold anything). Dates are wall-clock times of `timeZone`.
 */
import {
  findQuickTimeRange,
  INDEFINITELY,
  isDateMath,
  parseDateMath,
  zonedDate,
  type TimeRange,
} from '@opsdeck/api';
import type { TimeRangePickerMessages } from './timeRangeMessages';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function wallClock(text: string, timeZone: string): { date: string; time: string } | null {
  const instant = parseDateMath(text, { timeZone });
  if (!instant) return null;
  const p = zonedDate(instant, timeZone);
  return { date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** "2026-05-14 10:37"; what cannot be read is shown as it is. */
export function formatDateTime(text: string, timeZone: string): string {
  const parts = wallClock(text, timeZone);
  return parts ? `${parts.date} ${parts.time}` : text;
}

/** The value of a datetime-local input for a date of the range, or '' when it cannot be read. */
export function toInputValue(text: string | undefined, timeZone: string): string {
  const parts = text ? wallClock(text, timeZone) : null;
  return parts ? `${parts.date}T${parts.time}` : '';
}

/** The instant a datetime-local value names in the zone, as an ISO string; null when empty or invalid. */
export function fromInputValue(value: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  return parseDateMath(value, { timeZone })?.toISOString() ?? null;
}

/**
 * The trigger's text: "<from> - <to>" for an absolute range, "Indefinitely" for none (and for the future list's
 * "Indefinitely"), else the option's name.
 */
export function timeRangeText(value: TimeRange | null, messages: TimeRangePickerMessages, timeZone: string): string {
  if (!value || (value.type === 'relative' && value.range === INDEFINITELY)) return messages.indefinitely;
  if (value.type === 'absolute') {
    return messages.absoluteRange(formatDateTime(value.from, timeZone), formatDateTime(value.to, timeZone));
  }
  return messages.optionLabel(value.display);
}

/**
 * The range when it can be resolved (quick ranges completed with their date math), else null: a URL or storage may hold a quick range nobody knows, date math
 * with a typo, or half an absolute range.
 */
export function usableTimeRange(value: TimeRange | null | undefined): TimeRange | null {
  if (!value) return null;
  switch (value.type) {
    case 'relative':
      return value.range === INDEFINITELY || isDateMath(value.range) ? value : null;
    case 'mapped': {
      // A known quick range gets its date math, so that the value resolves on its own (the URL carries the name only).
      const known = findQuickTimeRange(value.display);
      if (known) return { ...known };
      return value.from && value.to && isDateMath(value.from) && isDateMath(value.to) ? value : null;
    }
    case 'absolute':
      return isDateMath(value.from) && isDateMath(value.to) ? value : null;
    default:
      return null;
  }
}

/** Whether two ranges are the same choice (an option of a list is selected when it equals the current range). */
export function sameTimeRange(a: TimeRange | null, b: TimeRange | null): boolean {
  if (!a || !b || a.type !== b.type) return false;
  if (a.type === 'relative' && b.type === 'relative') return a.range === b.range;
  if (a.type === 'mapped') return a.display === b.display;
  return a.type === 'absolute' && b.type === 'absolute' && a.from === b.from && a.to === b.to;
}
