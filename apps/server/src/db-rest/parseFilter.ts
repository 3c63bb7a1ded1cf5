import { badRequest } from '../httpError';
import { MAX_NESTING, matchingParen, parseFieldRef, splitTopLevel, unquote } from './grammar';
import {
  FILTER_OPERATORS,
  IS_VALUES,
  QUANTIFIABLE_OPERATORS,
  type Condition,
  type FieldRef,
  type Filter,
  type FilterOperator,
  type LogicTree,
} from './types';

/**
 * Filters in PostgREST's grammar: `col=[not.]op[(any|all)].value` as query parameters, and logic trees
 * `or=(a.eq.1,b.gt.2,and(c.is.null,not.d.eq.5))`. Values stay text here: the compiler binds them as parameters.
 */

const OPERATOR_WITH_QUANTIFIER = /^([a-z]+)\((any|all)\)$/;

function isOperator(text: string): text is FilterOperator {
  return (FILTER_OPERATORS as readonly string[]).includes(text);
}

/** PostgREST lets `*` stand for `%` in like patterns so that URLs need no percent-encoding of `%`. */
function likePattern(value: string): string {
  return value.replaceAll('*', '%');
}

function parseInList(value: string, what: string, quotedValues: boolean): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw badRequest(`'in' needs a parenthesised list such as in.(a,b) in ${what}`);
  }
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner, what).map((item) => {
    const trimmed = item.trim();
    // Inside a list, double quotes protect commas and parentheses: `in.("a,b",c)`.
    return quotedValues || trimmed.startsWith('"') ? unquote(trimmed) : trimmed;
  });
}

/**
 * `[not.]op[(any|all)].value` for `field`. `inTree` is true inside or=()/and=(), where a value may be
 * double-quoted to protect commas and parentheses (and the quotes are removed).
 */
export function parseCondition(field: FieldRef, raw: string, what: string, inTree = false): Condition {
  let rest = raw;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw badRequest(`filter ${what} needs an operator and a value, such as eq.1 (got '${raw}')`);
  const operatorText = rest.slice(0, dot);
  let value = rest.slice(dot + 1);

  let operator: string = operatorText;
  let quantifier: 'any' | 'all' | undefined;
  const quantified = OPERATOR_WITH_QUANTIFIER.exec(operatorText);
  if (quantified) {
    operator = quantified[1]!;
    quantifier = quantified[2] as 'any' | 'all';
  }
  if (!isOperator(operator)) {
    throw badRequest(`unknown operator '${operatorText}' in filter ${what}; use one of ${FILTER_OPERATORS.join(', ')}`);
  }
  if (quantifier) {
    if (!QUANTIFIABLE_OPERATORS.includes(operator)) {
      throw badRequest(`operator '${operator}' does not take (${quantifier}) in filter ${what}`);
    }
    if (!value.startsWith('{') || !value.endsWith('}')) {
      throw badRequest(`${operator}(${quantifier}) needs a list such as {a,b} in filter ${what}`);
    }
    const list = operator === 'like' || operator === 'ilike' ? likePattern(value) : value;
    return { kind: 'condition', field, operator, negated, quantifier, value: list };
  }
  if (operator === 'in') {
    return { kind: 'condition', field, operator, negated, value: parseInList(value, what, inTree) };
  }
  if (inTree) value = unquote(value);
  if (operator === 'is') {
    const normalized = value.toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(normalized)) {
      throw badRequest(`'is' takes one of ${IS_VALUES.join(', ')} in filter ${what}, not '${value}'`);
    }
    value = normalized;
  }
  if (operator === 'like' || operator === 'ilike') value = likePattern(value);
  return { kind: 'condition', field, operator, negated, value };
}

function parseTreeItem(item: string, what: string, depth: number): Filter {
  const text = item.trim();
  if (!text) throw badRequest(`empty condition in ${what}`);
  const nested = /^(not\.)?(and|or)\(/.exec(text);
  if (nested) {
    const open = nested[0].length - 1;
    if (matchingParen(text, open) !== text.length - 1) throw badRequest(`unbalanced parentheses in ${what}`);
    return parseLogicTree(nested[2] as 'and' | 'or', Boolean(nested[1]), text.slice(open), what, depth + 1);
  }
  const dot = text.indexOf('.');
  if (dot <= 0) throw badRequest(`condition '${text}' in ${what} must look like column.operator.value`);
  const field = parseFieldRef(text.slice(0, dot), what);
  return parseCondition(field, text.slice(dot + 1), `'${text}' in ${what}`, true);
}

/** `(cond,cond,...)` joined by `operator`; `raw` includes the outer parentheses. */
export function parseLogicTree(
  operator: 'and' | 'or',
  negated: boolean,
  raw: string,
  what: string,
  depth = 0,
): LogicTree {
  if (depth > MAX_NESTING) throw badRequest(`${what} nests and()/or() deeper than ${MAX_NESTING} levels`);
  const text = raw.trim();
  if (!text.startsWith('(') || !text.endsWith(')') || matchingParen(text, 0) !== text.length - 1) {
    throw badRequest(`${what} must be a parenthesised list such as (a.eq.1,b.gt.2), with balanced parentheses`);
  }
  const inner = text.slice(1, -1);
  if (inner.trim() === '') throw badRequest(`${what} has no conditions`);
  const children = splitTopLevel(inner, what).map((item) => parseTreeItem(item, what, depth));
  return { kind: 'logic', operator, negated, children };
}
