// Pure helpers of the Select: kept apart so the matching and keyboard rules are unit-tested without rendering.

export interface SelectOption {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

/** Case-insensitive match on label, value and description; an empty query keeps every option. */
export function filterOptions(options: readonly SelectOption[], query: string): readonly SelectOption[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return options;
  return options.filter(
    (o) =>
      o.label.toLowerCase().includes(needle) ||
      o.value.toLowerCase().includes(needle) ||
      (o.description?.toLowerCase().includes(needle) ?? false),
  );
}

/** The next enabled index from `from` in direction `step`, wrapping around; -1 when every option is disabled. */
export function nextEnabledIndex(options: readonly SelectOption[], from: number, step: 1 | -1): number {
  const n = options.length;
  if (n === 0) return -1;
  for (let i = 1; i <= n; i++) {
    const index = (((from + step * i) % n) + n) % n;
    if (!options[index]?.disabled) return index;
  }
  return -1;
}

/** Toggle for multi-select, replace for single; returns the new list of selected values. */
export function toggleValue(selected: readonly string[], value: string, multiple: boolean): string[] {
  if (!multiple) return [value];
  return selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
}
