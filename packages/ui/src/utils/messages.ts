/** Merges caller overrides over defaults, ignoring keys set to undefined so a partial object never blanks a string. */
export function withDefaults<T extends object>(defaults: T, overrides?: Partial<T>): T {
  if (!overrides) return defaults;
  const merged = { ...defaults };
  for (const key of Object.keys(overrides) as Array<keyof T>) {
    const value = overrides[key];
    if (value !== undefined) merged[key] = value as T[keyof T];
  }
  return merged;
}
