/**
 * The check-history duration filter (spec 000 section 5, contract 2(b)): a preset or a typed `<number>ms` or
 * `<number>s`, sent to the server as `duration=gte.<ms>`. Anything else is refused with the spec's exact text and
 * the filter is not applied.
 */

export const DURATION_FILTER_PRESETS = ['All', '100ms', '500ms', '1s', '5s', '10s', '30s'] as const;
export const DURATION_FILTER_ERROR = 'duration is allowed only in milli seconds & seconds';

export type DurationFilterResult =
  | { ok: true; /** null: no filter ('All' or empty) */ ms: number | null }
  | { ok: false; error: typeof DURATION_FILTER_ERROR };

const TYPED = /^(\d+(?:\.\d+)?|\.\d+)\s*(ms|s)$/i;

export function parseDurationFilter(input: string | null | undefined): DurationFilterResult {
  const text = (input ?? '').trim();
  if (text === '' || text.toLowerCase() === 'all') return { ok: true, ms: null };
  const match = TYPED.exec(text);
  if (!match) return { ok: false, error: DURATION_FILTER_ERROR };
  const amount = Number(match[1]);
  const ms = match[2]?.toLowerCase() === 's' ? amount * 1_000 : amount;
  // The column holds whole milliseconds.
  return { ok: true, ms: Math.round(ms) };
}
