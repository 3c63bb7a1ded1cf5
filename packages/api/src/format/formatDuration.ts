/**
 * Durations (spec 001 section 9): under 1000 ms in ms, under a minute in seconds with one decimal, otherwise
 * days, hours, minutes and seconds with the zero parts left out: '850ms', '1.5s', '1h 2m 3s', '2d 4h'.
 */
import { isUsableNumber, trimDecimals } from './formatNumber';

export function formatDuration(ms: number | null | undefined): string {
  if (!isUsableNumber(ms)) return '';
  const sign = ms < 0 ? '-' : '';
  const abs = Math.abs(ms);
  if (abs < 1_000) return `${sign}${Math.round(abs)}ms`;
  if (abs < 60_000) {
    const seconds = trimDecimals(abs / 1_000, 1);
    if (seconds !== '60') return `${sign}${seconds}s`;
  }
  let rest = Math.round(abs / 1_000);
  const parts: string[] = [];
  for (const [unit, size] of [
    ['d', 86_400],
    ['h', 3_600],
    ['m', 60],
    ['s', 1],
  ] as const) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0) parts.push(`${amount}${unit}`);
  }
  return sign + parts.join(' ');
}
