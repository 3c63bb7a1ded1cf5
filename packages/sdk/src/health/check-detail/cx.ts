/** Joins class names, skipping empty ones. */
export function cx(...parts: Array<string | false | null | undefined>): string | undefined {
  return parts.filter(Boolean).join(' ') || undefined;
}
