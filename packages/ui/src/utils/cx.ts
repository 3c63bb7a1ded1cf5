/** Joins class names, skipping falsy ones; small enough that a dependency is not worth it. */
export function cx(...parts: Array<string | false | null | undefined>): string | undefined {
  let out = '';
  for (const part of parts) if (part) out = out ? `${out} ${part}` : part;
  return out || undefined;
}
