/**
 * What the HealthDashboard derives from a summary, as plain functions over plain arrays: the search index, filtering,
 * sorting, the rows of the table and the pivot matrix. The rules themselves (what matches, how a group aggregates,
 * which tabs exist) are @opsdeck/api's healthRules; this file only arranges them so that 50,000 checks cost one pass
 * each: lower-cased search text is computed once per summary, not once per keystroke and check.
 */
import {
  aggregateCheckGroup,
  checkTabValue,
  isHealthy,
  matchesLabelFilters,
  uptimeRatio,
  type CheckGroup,
  type CheckSummary,
  type GroupStatus,
  type LabelFilter,
} from '@opsdeck/api';
import type { HealthSort } from './healthDashboardParams';

export type HealthCheck = CheckSummary;
export type HealthGroup = CheckGroup<HealthCheck>;

export interface HealthIndex {
  /** The checks in summary order (restricted to one namespace when the widget is). */
  checks: readonly HealthCheck[];
  /** search[i]: check i's name, description, canary name and endpoint, lower-cased, NUL-separated. */
  search: readonly string[];
  /** Label key -> its distinct values, both sorted. */
  labels: ReadonlyMap<string, readonly string[]>;
  /** Distinct agent ids. */
  agentIds: readonly string[];
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
export const compareText = (a: string, b: string): number => collator.compare(a, b);

/**
 * The summary is read without a schema (a 50k-check parse through zod costs seconds): label values the backend sent
 * as numbers or booleans become text here, in place, once per response, so every rule can compare strings.
 */
export function normalizeSummaryChecks(checks: unknown): HealthCheck[] {
  if (!Array.isArray(checks)) return [];
  for (const check of checks as HealthCheck[]) {
    if (typeof check.name !== 'string') check.name = String(check.name ?? '');
    const labels = check.labels as Record<string, unknown> | null | undefined;
    if (!labels || typeof labels !== 'object') continue;
    for (const key of Object.keys(labels)) {
      const value = labels[key];
      if (typeof value !== 'string') labels[key] = value === null || value === undefined ? '' : String(value);
    }
  }
  return checks as HealthCheck[];
}

const searchText = (check: HealthCheck) =>
  `${check.name}\u0000${check.description ?? ''}\u0000${check.canary_name ?? ''}\u0000${check.endpoint ?? ''}`.toLowerCase();

export function indexHealthChecks(all: readonly HealthCheck[], namespace?: string): HealthIndex {
  const checks = namespace ? all.filter((check) => check.namespace === namespace) : all;
  const search = checks.map(searchText);
  const values = new Map<string, Set<string>>();
  const agents = new Set<string>();
  for (const check of checks) {
    if (check.agent_id) agents.add(check.agent_id);
    const labels = check.labels;
    if (!labels) continue;
    for (const key of Object.keys(labels)) {
      let set = values.get(key);
      if (!set) values.set(key, (set = new Set()));
      set.add(labels[key]!);
    }
  }
  const labels = new Map<string, string[]>();
  for (const key of [...values.keys()].sort(compareText)) labels.set(key, [...values.get(key)!].sort(compareText));
  return { checks, search, labels, agentIds: [...agents] };
}

export interface ScopeFilters {
  query: string;
  labels: readonly LabelFilter[];
  tab: string;
  tabBy: string;
}

/**
 * healthRules' filterChecks without hidePassing (applied after, so the counts see both healthy and unhealthy checks),
 * over the precomputed search text. A test holds the two to the same answers.
 */
export function filterIndexedChecks(index: HealthIndex, filters: ScopeFilters): HealthCheck[] {
  const needle = filters.query.trim().toLowerCase();
  const byTab = filters.tab !== '' && filters.tab !== 'All';
  const byLabels = filters.labels.length > 0;
  if (!needle && !byTab && !byLabels) return index.checks as HealthCheck[];
  const out: HealthCheck[] = [];
  const { checks, search } = index;
  for (let i = 0; i < checks.length; i++) {
    const check = checks[i]!;
    if (needle && !search[i]!.includes(needle)) continue;
    if (byTab && checkTabValue(check, filters.tabBy) !== filters.tab) continue;
    if (byLabels && !matchesLabelFilters(check.labels, filters.labels)) continue;
    out.push(check);
  }
  return out;
}

export function withoutPassing(checks: HealthCheck[], hidePassing: boolean): HealthCheck[] {
  return hidePassing ? checks.filter((check) => !isHealthy(check)) : checks;
}

/** The latency a check row shows: p95 when the backend has it, else the rolling 1h mean. */
export function checkLatency(check: HealthCheck): number | null {
  const latency = check.latency;
  const value = latency?.p95 ?? latency?.rolling1h;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A group's uptime column: members that did not fail once in the window (and ran), out of all members. */
export function fullyPassingCount(checks: readonly HealthCheck[]): number {
  let count = 0;
  for (const check of checks) if ((check.uptime?.failed ?? 0) === 0 && (check.uptime?.passed ?? 0) > 0) count++;
  return count;
}

export function transitionTime(check: HealthCheck): number {
  const value = check.last_transition_time;
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? -Infinity : time;
}

const STATUS_RANK: Record<GroupStatus, number> = { bad: 0, mixed: 1, good: 2 };

type SortKey = string | number;

/**
 * A name as a sort key compared with `<`: lower-cased, accents dropped, digit runs zero-padded so that 'api-2' comes
 * before 'api-10'. The collator gives the same order but costs about a microsecond a comparison: 50,000 names take
 * 800,000 comparisons, which was most of the time to the first rows.
 */
export function nameSortKey(name: string): string {
  // eslint-disable-next-line no-control-regex -- ASCII test: only other text needs the Unicode normalisation
  const plain = /^[\x00-\x7f]*$/.test(name) ? name : name.normalize('NFD').replace(/\p{M}/gu, '');
  return plain.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(16, '0'));
}

const checkNameKeys = new WeakMap<HealthCheck, string>();

function checkSortKey(check: HealthCheck, by: HealthSort['by']): SortKey {
  switch (by) {
    case 'name': {
      // Kept per check object: a summary's checks are sorted again on every filter change.
      let key = checkNameKeys.get(check);
      if (key === undefined) checkNameKeys.set(check, (key = nameSortKey(check.name)));
      return key;
    }
    case 'status':
      return isHealthy(check) ? 2 : 0;
    case 'uptime':
      return uptimeRatio(check.uptime) ?? -1;
    case 'latency':
      return checkLatency(check) ?? -1;
    case 'transition':
      return transitionTime(check);
  }
}

function groupSortKey(group: HealthGroup, by: HealthSort['by']): SortKey {
  if (group.checks.length === 1) return checkSortKey(group.checks[0]!, by);
  switch (by) {
    case 'name':
      return nameSortKey(group.name);
    case 'status':
      return STATUS_RANK[group.status];
    case 'uptime':
      return uptimeRatio(group.uptime) ?? -1;
    case 'latency':
      return group.latency.rolling1h;
    case 'transition': {
      let latest = -Infinity;
      for (const check of group.checks) latest = Math.max(latest, transitionTime(check));
      return latest;
    }
  }
}

/** Sorts by precomputed keys (a comparator that parsed dates or built keys would do it n log n times). */
function sortByKey<T>(items: readonly T[], keyOf: (item: T) => SortKey, desc: boolean): T[] {
  const keyed = items.map((item, i) => ({ item, key: keyOf(item), i }));
  const sign = desc ? -1 : 1;
  keyed.sort((a, b) => {
    const order =
      typeof a.key === 'string' && typeof b.key === 'string'
        ? a.key < b.key
          ? -1
          : a.key > b.key
            ? 1
            : 0
        : (a.key as number) - (b.key as number);
    return order !== 0 && !Number.isNaN(order) ? sign * order : a.i - b.i;
  });
  return keyed.map((entry) => entry.item);
}

/** Groups (and the checks inside each) in the chosen order; null keeps the summary's order. */
export function sortGroups(groups: readonly HealthGroup[], sort: HealthSort | null): HealthGroup[] {
  if (!sort) return groups as HealthGroup[];
  return sortByKey(groups, (group) => groupSortKey(group, sort.by), sort.desc).map((group) =>
    group.checks.length > 1 ? { ...group, checks: sortByKey(group.checks, (check) => checkSortKey(check, sort.by), sort.desc) } : group,
  );
}

export function sortChecks(checks: readonly HealthCheck[], sort: HealthSort | null): HealthCheck[] {
  return sort ? sortByKey(checks, (check) => checkSortKey(check, sort.by), sort.desc) : (checks as HealthCheck[]);
}

export type HealthRow =
  | { kind: 'group'; key: string; group: HealthGroup; expanded: boolean }
  | { kind: 'check'; key: string; check: HealthCheck; depth: 0 | 1 };

export const groupRowKey = (group: HealthGroup) => `g:${group.name}`;
export const checkRowKey = (check: HealthCheck) => `c:${check.id}`;

/** The table's rows: a group of several checks is a group row (its members follow when expanded); one check is its row. */
export function flattenRows(groups: readonly HealthGroup[], expanded: ReadonlySet<string>): HealthRow[] {
  const rows: HealthRow[] = [];
  for (const group of groups) {
    if (group.checks.length === 1) {
      const check = group.checks[0]!;
      rows.push({ kind: 'check', key: checkRowKey(check), check, depth: 0 });
      continue;
    }
    const key = groupRowKey(group);
    const open = expanded.has(key);
    rows.push({ kind: 'group', key, group, expanded: open });
    if (open) for (const check of group.checks) rows.push({ kind: 'check', key: checkRowKey(check), check, depth: 1 });
  }
  return rows;
}

/** The pivot's column value of a check: its type, namespace, agent, or the value of a label key. */
export function pivotValue(check: HealthCheck, dimension: string): string {
  switch (dimension) {
    case 'type':
      return check.type ?? '';
    case 'namespace':
      return check.namespace ?? '';
    case 'agent':
      return check.agent_id ?? '';
    default:
      return check.labels && Object.hasOwn(check.labels, dimension) ? check.labels[dimension]! : '';
  }
}

/** The dimension a pivotBy/pivotLabel pair names: 'label' takes its key from pivotLabel; anything else is itself. */
export function pivotDimension(pivotBy: string | undefined, pivotLabel: string | undefined): string | undefined {
  if (!pivotBy) return undefined;
  return pivotBy === 'label' && pivotLabel ? pivotLabel : pivotBy;
}

export interface PivotMatrix {
  /** Column values, sorted; '' (no value) last when present. */
  columns: string[];
  rows: { name: string; cells: (HealthGroup | undefined)[] }[];
}

/** Groups down, the dimension's values across; each cell aggregates the group's checks with that value. */
export function buildPivot(groups: readonly HealthGroup[], dimension: string): PivotMatrix {
  const seen = new Set<string>();
  const split = groups.map((group) => {
    const byValue = new Map<string, HealthCheck[]>();
    for (const check of group.checks) {
      const value = pivotValue(check, dimension);
      seen.add(value);
      const list = byValue.get(value);
      if (list) list.push(check);
      else byValue.set(value, [check]);
    }
    return { name: group.name, byValue };
  });
  const columns = [...seen].filter(Boolean).sort(compareText);
  if (seen.has('')) columns.push('');
  return {
    columns,
    rows: split.map(({ name, byValue }) => ({
      name,
      cells: columns.map((column) => {
        const checks = byValue.get(column);
        return checks ? aggregateCheckGroup(column, checks) : undefined;
      }),
    })),
  };
}

/** Label filters that count (spec 001 section 5: 1 or -1), for the toggle's badge. */
export function activeFilterCount(labels: readonly LabelFilter[], hidePassing: boolean): number {
  return labels.length + (hidePassing ? 1 : 0);
}
