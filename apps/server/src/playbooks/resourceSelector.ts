/**
 * Mission Control's resource selectors, as playbook specs use them (`spec.checks`, `spec.components`, `spec.configs`:
 * lists of selectors, any of which may match). Pure, so the rules are tested without a database.
 *
 * A selector matches when every criterion it sets holds: `id`, `name` and `namespace` (exact, or a glob with `*`),
 * `types`, `statuses` and `healths` (the value is one of the list), and `labelSelector` (Kubernetes syntax: `k=v`,
 * `k==v`, `k!=v`, `k`, `!k`, `k in (a,b)`, `k notin (a,b)`, comma-separated). A selector with no criterion, or with
 * one this server does not evaluate (`agent`, `search`, `fieldSelector`, ...), matches nothing: offering a playbook
 * for a resource it was not meant for is worse than not offering it.
 */

export interface SelectableResource {
  id: string;
  name: string;
  namespace: string | null;
  type: string | null;
  status: string | null;
  health: string | null;
  labels: Record<string, string>;
}

export const SELECTOR_FIELDS = { check: 'checks', component: 'components', config: 'configs' } as const;
export type SelectableKind = keyof typeof SELECTOR_FIELDS;

const KNOWN = new Set(['id', 'name', 'namespace', 'types', 'statuses', 'healths', 'labelSelector']);

function globMatches(pattern: string, value: string | null): boolean {
  if (value === null) return false;
  if (!pattern.includes('*')) return pattern === value;
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${source}$`).test(value);
}

function oneOf(list: unknown, value: string | null): boolean {
  return Array.isArray(list) && value !== null && list.some((item) => item === value);
}

/** Splits on commas outside parentheses: `a in (x,y),b` is two requirements. */
function requirements(selector: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of selector) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  out.push(current.trim());
  return out;
}

const KEY = '[A-Za-z0-9][-A-Za-z0-9_./]*';
const SET_REQUIREMENT = new RegExp(`^(${KEY})\\s+(in|notin)\\s*\\(([^()]*)\\)$`);
const EQUALITY_REQUIREMENT = new RegExp(`^(${KEY})\\s*(==|!=|=)\\s*([^=!,()\\s]*)$`);
const EXISTS_REQUIREMENT = new RegExp(`^(!?)\\s*(${KEY})$`);

/** Whether the labels satisfy a Kubernetes label selector; a selector that does not parse matches nothing. */
export function labelSelectorMatches(selector: string, labels: Record<string, string>): boolean {
  const parts = requirements(selector);
  if (parts.length === 0 || parts.some((p) => p === '')) return false;
  return parts.every((part) => {
    const has = (key: string) => Object.prototype.hasOwnProperty.call(labels, key);
    let m = SET_REQUIREMENT.exec(part);
    if (m) {
      const values = m[3]!.split(',').map((v) => v.trim());
      const inSet = has(m[1]!) && values.includes(labels[m[1]!]!);
      return m[2] === 'in' ? inSet : !inSet;
    }
    m = EQUALITY_REQUIREMENT.exec(part);
    if (m) {
      const equal = has(m[1]!) && labels[m[1]!] === m[3];
      return m[2] === '!=' ? !equal : equal;
    }
    m = EXISTS_REQUIREMENT.exec(part);
    if (m) return m[1] === '!' ? !has(m[2]!) : has(m[2]!);
    return false;
  });
}

export function selectorMatches(selector: unknown, resource: SelectableResource): boolean {
  if (typeof selector !== 'object' || selector === null || Array.isArray(selector)) return false;
  const criteria = Object.entries(selector).filter(([, value]) => value !== undefined && value !== null && value !== '');
  if (criteria.length === 0 || criteria.some(([key]) => !KNOWN.has(key))) return false;
  return criteria.every(([key, value]) => {
    switch (key) {
      case 'id':
        return typeof value === 'string' && value.toLowerCase() === resource.id.toLowerCase();
      case 'name':
        return typeof value === 'string' && globMatches(value, resource.name);
      case 'namespace':
        return typeof value === 'string' && globMatches(value, resource.namespace);
      case 'types':
        return oneOf(value, resource.type);
      case 'statuses':
        return oneOf(value, resource.status);
      case 'healths':
        return oneOf(value, resource.health);
      case 'labelSelector':
        return typeof value === 'string' && labelSelectorMatches(value, resource.labels);
      default:
        return false;
    }
  });
}

/** Whether a playbook's spec offers it for the resource: one of its selectors for that kind matches. None: it does not. */
export function playbookApplies(spec: unknown, kind: SelectableKind, resource: SelectableResource): boolean {
  if (typeof spec !== 'object' || spec === null) return false;
  const selectors = (spec as Record<string, unknown>)[SELECTOR_FIELDS[kind]];
  return Array.isArray(selectors) && selectors.some((s) => selectorMatches(s, resource));
}
