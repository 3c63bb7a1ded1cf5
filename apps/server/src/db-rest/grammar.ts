import { badRequest } from '../httpError';
import type { FieldRef, JsonPathStep } from './types';

/** Lexical pieces shared by the filter, select and order parsers. Pure functions; bad input throws a 400. */

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Deep nesting is never needed by a real client and only costs stack: refuse it early. */
export const MAX_NESTING = 16;

export function isIdentifier(text: string): boolean {
  return IDENTIFIER.test(text);
}

/**
 * Splits on commas that are outside double quotes and parentheses. `what` names the input in error messages.
 * Backslash escapes the next character inside quotes (PostgREST's rule).
 */
export function splitTopLevel(text: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw badRequest(`unbalanced parentheses in ${what}`);
    } else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) throw badRequest(`unterminated double quote in ${what}`);
  if (depth !== 0) throw badRequest(`unbalanced parentheses in ${what}`);
  parts.push(text.slice(start));
  return parts;
}

/** `"a,b"` -> `a,b` (with `\"` and `\\` unescaped); anything not wholly quoted is returned as it is. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/gs, '$1');
  }
  return text;
}

/** Index of the closing parenthesis matching the one at `open`, skipping quoted text; -1 when unbalanced. */
export function matchingParen(text: string, open: number): number {
  let depth = 0;
  let quoted = false;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function parseName(text: string, what: string): string {
  const name = unquote(text.trim());
  if (!name) throw badRequest(`empty column name in ${what}`);
  if (!isIdentifier(name)) throw badRequest(`'${name}' is not a valid column name (in ${what})`);
  return name;
}

/** `col`, `col->key`, `col->>key`, `col->0->>name`; keys may be double-quoted. */
export function parseFieldRef(text: string, what: string): FieldRef {
  const pieces = text.split(/(->>?)/);
  const column = parseName(pieces[0] ?? '', what);
  const path: JsonPathStep[] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const arrow = pieces[i] as '->' | '->>';
    const rawKey = (pieces[i + 1] ?? '').trim();
    if (!rawKey) throw badRequest(`empty JSON key after '${arrow}' in ${what}`);
    const key = unquote(rawKey);
    path.push({ arrow, key: /^-?\d+$/.test(rawKey) ? Number(rawKey) : key });
  }
  return { column, path };
}

/** The key a field answers under: the last JSON key, else the column (PostgREST's rule). */
export function fieldKey(field: FieldRef): string {
  const last = field.path[field.path.length - 1];
  return last ? String(last.key) : field.column;
}

/** A non-negative whole number of rows, as limit and offset take. */
export function parseCount(raw: string, what: string): number {
  if (!/^\d{1,9}$/.test(raw.trim())) throw badRequest(`${what} must be a non-negative whole number, got '${raw}'`);
  return Number(raw.trim());
}
