import { badRequest } from '../httpError';
import { isIdentifier, parseCount, parseFieldRef, splitTopLevel, unquote } from './grammar';
import { parseCondition, parseLogicTree } from './parseFilter';
import { parseOrder, parseSelect } from './parseSelect';
import type { EmbedOptions, ParsedQuery } from './types';

/**
 * A request's query string -> the syntax tree. Pure: no schema knowledge (the compiler checks names), no I/O.
 * Repeated filter keys are ANDed, as PostgREST does (`time=gt.a&time=lt.b`).
 */

export interface ParseQueryOptions {
  /** Parameter names to hand through untouched (RPC arguments on GET). */
  passthrough?: ReadonlySet<string>;
}

const EMBED_KEYWORDS = new Set(['order', 'limit', 'offset', 'or', 'and']);

function nameList(raw: string, what: string): string[] {
  const names = splitTopLevel(raw, what).map((n) => unquote(n.trim()));
  for (const n of names) if (!isIdentifier(n)) throw badRequest(`'${n}' is not a valid column name in ${what}`);
  return names;
}

function optionsFor(query: ParsedQuery, path: string): EmbedOptions {
  let options = query.embedOptions.get(path);
  if (!options) {
    options = { filters: [], order: [] };
    query.embedOptions.set(path, options);
  }
  return options;
}

/** Splits `a.b.col->>x` into the embed path (`a.b`) and the field text (`col->>x`). */
function splitKey(key: string): { path: string[]; last: string } {
  const arrow = key.indexOf('->');
  const head = arrow >= 0 ? key.slice(0, arrow) : key;
  const tail = arrow >= 0 ? key.slice(arrow) : '';
  const segments = head.split('.');
  const last = segments.pop()! + tail;
  return { path: segments, last };
}

export function parseQuery(entries: Iterable<[string, string]>, options: ParseQueryOptions = {}): ParsedQuery {
  const query: ParsedQuery = { select: [{ kind: 'star' }], filters: [], order: [], embedOptions: new Map(), passthrough: new Map() };
  let selectSeen = false;

  for (const [key, value] of entries) {
    if (options.passthrough?.has(key)) {
      query.passthrough.set(key, value);
      continue;
    }
    switch (key) {
      case 'select':
        if (selectSeen) throw badRequest('select is given more than once');
        selectSeen = true;
        query.select = parseSelect(value);
        continue;
      case 'order':
        query.order.push(...parseOrder(value));
        continue;
      case 'limit':
        query.limit = parseCount(value, 'limit');
        continue;
      case 'offset':
        query.offset = parseCount(value, 'offset');
        continue;
      case 'columns':
        query.columns = nameList(value, 'columns');
        continue;
      case 'on_conflict':
        query.onConflict = nameList(value, 'on_conflict');
        continue;
    }
    if (key === '') throw badRequest('a query parameter has an empty name');

    const { path, last } = splitKey(key);
    // Mission Control's `<col>.filter=` extension, wherever the key could also read as an embed's column.
    if (last === 'filter' && path.length) {
      const column = path.pop()!;
      for (const segment of path) if (!isIdentifier(segment)) throw badRequest(`'${key}' is not a valid parameter name`);
      const filter = { kind: 'match' as const, field: parseFieldRef(column, `filter '${key}'`), value };
      (path.length ? optionsFor(query, path.join('.')).filters : query.filters).push(filter);
      continue;
    }
    // `not.or=(...)` / `hypotheses.not.and=(...)`: the `not` belongs to the tree, not to the path.
    let negatedTree = false;
    if ((last === 'or' || last === 'and') && path[path.length - 1] === 'not') {
      path.pop();
      negatedTree = true;
    }
    for (const segment of path) {
      if (!isIdentifier(segment)) throw badRequest(`'${key}' is not a valid parameter name`);
    }
    const target = path.length ? optionsFor(query, path.join('.')) : undefined;
    const what = `'${key}'`;

    if (last === 'or' || last === 'and') {
      const tree = parseLogicTree(last, negatedTree, value, what);
      (target ? target.filters : query.filters).push(tree);
    } else if (target && EMBED_KEYWORDS.has(last)) {
      if (last === 'order') target.order.push(...parseOrder(value, what));
      else if (last === 'limit') target.limit = parseCount(value, what);
      else target.offset = parseCount(value, what);
    } else {
      const field = parseFieldRef(last, `filter ${what}`);
      const condition = parseCondition(field, value, what);
      (target ? target.filters : query.filters).push(condition);
    }
  }
  return query;
}
