/**
 * Check latency in ms, s or m (spec 001 section 2.1): '0.53ms', '123ms', '1.23s', '1.5m'. Empty text for no value.
 */
import { isUsableNumber, trimDecimals } from './formatNumber';

export function formatLatency(ms: number | null | undefined): string {
  if (!isUsableNumber(ms) || ms < 0) return '';
  if (ms < 1_000) {
    const rounded = ms < 10 ? trimDecimals(ms, 2) : String(Math.round(ms));
    if (rounded !== '1000') return `${rounded}ms`;
  }
  const seconds = Number((ms / 1_000).toFixed(2));
  if (seconds < 60) return `${trimDecimals(seconds, 2)}s`;
  return `${trimDecimals(ms / 60_000, 2)}m`;
}
