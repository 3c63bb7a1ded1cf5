// The progress bar's two rules, kept pure so they are tested on their own: colour by value (green up to 75,
// orange above 75, red above 90) and a fill width clamped to 5..100 % so a tiny value stays visible.

export type ProgressTone = 'success' | 'warning' | 'danger';

export function progressTone(percent: number): ProgressTone {
  if (percent > 90) return 'danger';
  if (percent > 75) return 'warning';
  return 'success';
}

export function progressFillWidth(percent: number): number {
  if (!Number.isFinite(percent)) return 5;
  return Math.min(100, Math.max(5, percent));
}

export function toPercent(value: number, max: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  return (value / max) * 100;
}
