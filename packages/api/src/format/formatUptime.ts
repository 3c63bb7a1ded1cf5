/**
 * Uptime as a percentage with one decimal (spec 001 section 2.1). A check that failed even once never shows
 * 100.0%, and one that passed even once never shows 0.0%: rounding must not hide either.
 */

export interface UptimeCounts {
  passed?: number | null;
  failed?: number | null;
}

/** The percentage (0-100), or null without any run. */
export function uptimePercent(uptime: UptimeCounts | null | undefined): number | null {
  const passed = Math.max(0, uptime?.passed ?? 0);
  const failed = Math.max(0, uptime?.failed ?? 0);
  const total = passed + failed;
  return total > 0 ? (passed / total) * 100 : null;
}

/** '99.9%'; empty text without any run. */
export function formatUptime(uptime: UptimeCounts | null | undefined): string {
  const percent = uptimePercent(uptime);
  if (percent === null) return '';
  let rounded = Math.round(percent * 10) / 10;
  if (rounded === 100 && (uptime?.failed ?? 0) > 0) rounded = 99.9;
  if (rounded === 0 && (uptime?.passed ?? 0) > 0) rounded = 0.1;
  return `${rounded.toFixed(1)}%`;
}
