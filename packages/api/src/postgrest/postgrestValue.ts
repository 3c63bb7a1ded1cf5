/**
 * Values in PostgREST's filter grammar. At the top level (`col=eq.<value>`) everything after the operator is the
 * value, so only URL encoding is needed (done once, by URLSearchParams). Inside `in.(...)` lists and `or=(...)`
 * trees the characters , . : ( ) separate tokens, so such values are double-quoted, with " and \ escaped by a
 * backslash (PostgREST's "reserved characters" rule).
 */

export type FilterScalar = string | number | boolean | Date;

export function formatScalar(value: FilterScalar): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

const RESERVED_IN_LISTS = /[,.:()"\\]/;

/** Quotes a value for use inside `in.(...)` or `or=(...)` when it has to be. */
export function quoteListValue(value: FilterScalar): string {
  const text = formatScalar(value);
  const needsQuotes = text === '' || RESERVED_IN_LISTS.test(text) || text.trim() !== text;
  return needsQuotes ? `"${text.replace(/["\\]/g, '\\$&')}"` : text;
}

/** `(a,"b,c",3)` */
export function formatInList(values: readonly FilterScalar[]): string {
  return `(${values.map(quoteListValue).join(',')})`;
}

const RESERVED_IN_ARRAYS = /[,{}"\\\s]/;

/** A PostgreSQL array literal for `cs.{a,"b c"}`: elements quoted by the array-literal rules. */
export function formatArrayLiteral(values: readonly FilterScalar[]): string {
  const items = values.map((value) => {
    const text = formatScalar(value);
    const needsQuotes = text === '' || RESERVED_IN_ARRAYS.test(text) || text.toUpperCase() === 'NULL';
    return needsQuotes ? `"${text.replace(/["\\]/g, '\\$&')}"` : text;
  });
  return `{${items.join(',')}}`;
}

export type ContainsValue = readonly FilterScalar[] | Readonly<Record<string, unknown>>;

/** `cs` takes an array literal for array columns and JSON for jsonb columns (`cs.{"team":"sre"}`). */
export function formatContains(value: ContainsValue): string {
  return Array.isArray(value) ? formatArrayLiteral(value as readonly FilterScalar[]) : JSON.stringify(value);
}
