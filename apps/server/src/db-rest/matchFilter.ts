import { badRequest } from '../httpError';
import type { SqlParams, TypedExpr } from './sql';

/**
 * Mission Control's `<col>.filter=` extension (its db middleware rewrites it to PostgREST before forwarding):
 * - timestamp columns take `[=|>|<]<date math>`, e.g. `>now-24h`, `<now/d`, `=2024-05-01T00:00:00Z`; with no
 *   sign it means `<`, as Mission Control does. Date math runs in PostgreSQL (now(), intervals, date_trunc).
 * - other columns take a list `a,b,!c,pre*,*suf,*glob*`: the included items are ORed, the excluded ANDed; plain
 *   items compare exactly, `*` items match case-insensitively; `\,` keeps a comma inside an item.
 */

const UNITS: Record<string, [interval: string, trunc: string]> = {
  s: ['secs', 'second'],
  m: ['mins', 'minute'],
  h: ['hours', 'hour'],
  d: ['days', 'day'],
  w: ['weeks', 'week'],
  M: ['months', 'month'],
  y: ['years', 'year'],
};

const STEP = /^(?:([+-])(\d{0,6})([smhdwMy])|\/([smhdwMy]))/;

/** `now-1h/d`, or an absolute timestamp, as a SQL timestamptz expression; null when it is not date math. */
export function dateMathSql(text: string, params: SqlParams): string | null {
  let sql: string;
  let rest: string;
  if (text.startsWith('now')) {
    sql = 'now()';
    // An un-encoded `+` in a URL arrives as a space: `now+1d` typed into a URL reads `now 1d`.
    rest = text.slice(3).replace(/ (?=\d*[smhdwMy])/g, '+');
  } else {
    const absolute = text.replace(/ (\d\d:?\d\d)$/, '+$1');
    if (Number.isNaN(Date.parse(absolute))) return null;
    return `${params.add(absolute)}::timestamptz`;
  }
  while (rest) {
    const step = STEP.exec(rest);
    if (!step) return null;
    if (step[4]) {
      sql = `date_trunc('${UNITS[step[4]]![1]}', ${sql})`;
    } else {
      const amount = step[2] === '' ? 1 : Number(step[2]);
      sql = `(${sql} ${step[1]} make_interval(${UNITS[step[3]!]![0]} => ${amount}))`;
    }
    rest = rest.slice(step[0].length);
  }
  return sql;
}

function timeCondition(target: TypedExpr, value: string, what: string, params: SqlParams): string {
  const sign = /^[=<>]/.exec(value)?.[0];
  const expression = sign ? value.slice(1) : value;
  const operator = sign ?? '<';
  const sql = dateMathSql(expression.trim(), params);
  if (!sql) throw badRequest(`'${value}' in ${what} is not date math such as >now-24h or <now/d`);
  return `${target.sql} ${operator} ${sql}`;
}

/** Items split on commas that are not escaped with a backslash; the escapes are removed. */
export function splitMatchItems(value: string): string[] {
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === '\\' && i + 1 < value.length) current += value[++i];
    else if (ch === ',') {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  return items.map((item) => item.trim()).filter(Boolean);
}

function listCondition(target: TypedExpr, value: string, what: string, params: SqlParams): string {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const item of splitMatchItems(value)) {
    const negated = item.startsWith('!');
    const text = negated ? item.slice(1) : item;
    if (!text) throw badRequest(`'!' needs a value in ${what}`);
    const sql = text.includes('*')
      ? `${target.sql}::text ILIKE ${params.add(text.replaceAll('*', '%'))}::text`
      : `${target.sql}::text = ${params.add(text)}::text`;
    (negated ? exclude : include).push(sql);
  }
  if (!include.length && !exclude.length) throw badRequest(`${what} lists no values`);
  const parts = exclude.map((sql) => `NOT (${sql})`);
  if (include.length) parts.unshift(`(${include.join(' OR ')})`);
  return parts.join(' AND ');
}

export function compileMatch(target: TypedExpr, value: string, what: string, params: SqlParams): string {
  if (target.category === 'array' || target.category === 'json') throw badRequest(`${what} does not apply to ${target.category} columns`);
  return target.category === 'time' ? timeCondition(target, value, what, params) : listCondition(target, value, what, params);
}
