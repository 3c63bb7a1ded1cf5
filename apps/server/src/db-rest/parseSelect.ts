import { badRequest } from '../httpError';
import { MAX_NESTING, isIdentifier, matchingParen, parseFieldRef, splitTopLevel } from './grammar';
import type { OrderTerm, SelectItem } from './types';

/**
 * `select=` and `order=` in PostgREST's grammar: `*`, `col`, `alias:col`, `col->>key`, `col::text`, embeds
 * `rel(cols)`, `alias:rel!hint(cols)`, `rel!inner(cols)`, nested to any sane depth. Spaces around items are ignored.
 */

/** Casts a select may ask for: plain types only, so a cast can never smuggle SQL. */
const CASTS = new Set([
  'text',
  'int',
  'integer',
  'bigint',
  'smallint',
  'numeric',
  'real',
  'double precision',
  'float8',
  'boolean',
  'bool',
  'json',
  'jsonb',
  'date',
  'timestamptz',
  'timestamp',
  'uuid',
]);

const ALIAS = /^([A-Za-z_][A-Za-z0-9_]*)\s*:(?!:)\s*(.*)$/s;

function firstTopLevelParen(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') return i;
  }
  return -1;
}

function parseEmbed(item: string, open: number, depth: number): SelectItem {
  if (matchingParen(item, open) !== item.length - 1) {
    throw badRequest(`unbalanced parentheses in select item '${item}'`);
  }
  let head = item.slice(0, open).trim();
  if (head.startsWith('...')) throw badRequest(`spread embeds ('${head}') are not supported`);
  let alias: string | undefined;
  const aliased = ALIAS.exec(head);
  if (aliased) {
    alias = aliased[1]!;
    head = aliased[2]!.trim();
  }
  const [name = '', ...hints] = head.split('!').map((s) => s.trim());
  if (!isIdentifier(name)) throw badRequest(`'${name}' is not a valid embedded resource name in select`);
  let inner = false;
  let hint: string | undefined;
  for (const h of hints) {
    if (h === 'inner') inner = true;
    else if (h === 'left') inner = false;
    else if (!isIdentifier(h)) throw badRequest(`'${h}' is not a valid relationship hint for '${name}' in select`);
    else if (hint) throw badRequest(`embed '${name}' has more than one relationship hint`);
    else hint = h;
  }
  const select = parseSelectList(item.slice(open + 1, -1), depth + 1);
  return {
    kind: 'embed',
    name,
    inner,
    select,
    ...(alias ? { alias } : {}),
    ...(hint ? { hint } : {}),
  };
}

function parseColumn(item: string): SelectItem {
  let text = item;
  let alias: string | undefined;
  const aliased = ALIAS.exec(text);
  if (aliased) {
    alias = aliased[1]!;
    text = aliased[2]!;
  }
  let cast: string | undefined;
  const castAt = text.lastIndexOf('::');
  if (castAt >= 0) {
    cast = text.slice(castAt + 2).trim().toLowerCase();
    text = text.slice(0, castAt);
    if (!CASTS.has(cast)) throw badRequest(`cast to '${cast}' is not supported in select`);
  }
  const field = parseFieldRef(text, `select item '${item}'`);
  return { kind: 'column', field, ...(alias ? { alias } : {}), ...(cast ? { cast } : {}) };
}

/** The items of one select list (the text between an embed's parentheses, or the whole `select=`). */
export function parseSelectList(text: string, depth = 0): SelectItem[] {
  if (depth > MAX_NESTING) throw badRequest(`select nests embeds deeper than ${MAX_NESTING} levels`);
  if (text.trim() === '') return [];
  return splitTopLevel(text, 'select').map((raw) => {
    const item = raw.trim();
    if (!item) throw badRequest('empty item in select (two commas in a row?)');
    if (item === '*') return { kind: 'star' };
    const open = firstTopLevelParen(item);
    return open >= 0 ? parseEmbed(item, open, depth) : parseColumn(item);
  });
}

/** The whole `select=`: absent or empty means every column. */
export function parseSelect(text: string | undefined): SelectItem[] {
  if (text === undefined || text.trim() === '') return [{ kind: 'star' }];
  return parseSelectList(text);
}

const ORDER_MODIFIERS = new Set(['asc', 'desc', 'nullsfirst', 'nullslast']);

/** `order=col.desc.nullslast,other` */
export function parseOrder(text: string, what = 'order'): OrderTerm[] {
  if (text.trim() === '') throw badRequest(`${what} is empty`);
  return splitTopLevel(text, what).map((raw) => {
    const item = raw.trim();
    if (!item) throw badRequest(`empty term in ${what}`);
    if (item.includes('(')) throw badRequest(`ordering by an embedded resource ('${item}') is not supported`);
    const parts = item.split('.');
    const modifiers: string[] = [];
    while (parts.length > 1 && ORDER_MODIFIERS.has(parts[parts.length - 1]!)) modifiers.unshift(parts.pop()!);
    if (parts.length > 1 && !parts[0]!.includes('->')) {
      const extra = parts.slice(1).join('.');
      throw badRequest(`${what} term '${item}': '${extra}' is not asc, desc, nullsfirst or nullslast`);
    }
    const term: OrderTerm = { field: parseFieldRef(parts.join('.'), `${what} term '${item}'`), direction: 'asc' };
    for (const m of modifiers) {
      if (m === 'asc' || m === 'desc') term.direction = m;
      else term.nulls = m === 'nullsfirst' ? 'first' : 'last';
    }
    return term;
  });
}
