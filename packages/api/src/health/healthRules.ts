/**
 * What the health dashboard decides about checks, as pure functions (spec 001 sections 2.1, 3.1, 4 and 9), so the
 * widget, the public view and the server agree.
 */
import { toDate, type DateInput } from '../format/zeroDate';
import { matchesLabelFilters, type LabelFilter } from '../filters/labelFilters';

/** The fields of a check summary these rules read. */
export interface CheckLike {
  id?: string;
  name: string;
  status?: string | null;
  icon?: string | null;
  type?: string | null;
  namespace?: string | null;
  canary_name?: string | null;
  description?: string | null;
  endpoint?: string | null;
  agent_id?: string | null;
  labels?: Readonly<Record<string, string>> | null;
  uptime?: { passed?: number | null; failed?: number | null } | null;
  latency?: { rolling1h?: number | null } | null;
}

export const HEALTH_DASHBOARD_DEFAULTS = { hidePassing: true, tabBy: 'namespace', groupBy: 'canary_name' } as const;
export const GROUP_BY_FIXED_OPTIONS = ['no-group', 'canary_name', 'name', 'description', 'type', 'agent'] as const;
export const ALL_TAB = 'All';

export function isHealthy(check: Pick<CheckLike, 'status'>): boolean {
  return check.status === 'healthy';
}

/** passed / (passed + failed), or null without runs. */
export function uptimeRatio(uptime: CheckLike['uptime']): number | null {
  const passed = Math.max(0, uptime?.passed ?? 0);
  const failed = Math.max(0, uptime?.failed ?? 0);
  return passed + failed > 0 ? passed / (passed + failed) : null;
}

export type GroupStatus = 'good' | 'mixed' | 'bad';

/**
 * good when every member is healthy, bad when every member is unhealthy, mixed otherwise (spec 001 section 4
 * defines mixed as neither all healthy nor all unhealthy, which leaves all-unhealthy as a state of its own).
 * An empty group has nothing failing: good.
 */
export function groupStatus(checks: readonly Pick<CheckLike, 'status'>[]): GroupStatus {
  const healthy = checks.filter(isHealthy).length;
  if (healthy === checks.length) return 'good';
  return healthy === 0 ? 'bad' : 'mixed';
}

const HOUR_MS = 3_600_000;

/** 'Last run' shows only when the last run is between 1 hour and 7 days old. */
export function isLastRunVisible(lastRuntime: DateInput, now: Date = new Date()): boolean {
  const lastRun = toDate(lastRuntime);
  if (!lastRun) return false;
  const age = now.getTime() - lastRun.getTime();
  return age >= HOUR_MS && age <= 7 * 24 * HOUR_MS;
}

/** Check names group on '/': 'api/health' and 'api/latency' share the group 'api'. */
export function splitCheckName(name: string): string[] {
  return name
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function checkNameGroup(name: string): string {
  return splitCheckName(name)[0] ?? name;
}

/** A case-insensitive substring of name, description, canary name or endpoint. */
export function matchesCheckSearch(check: CheckLike, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [check.name, check.description, check.canary_name, check.endpoint].some((field) =>
    field?.toLowerCase().includes(needle),
  );
}

export interface CheckFilters {
  hidePassing?: boolean;
  query?: string;
  labels?: readonly LabelFilter[];
  /** The selected tab's value for `tabBy`, or 'All'. */
  tab?: string;
  tabBy?: string;
}

/** The tab a check falls under: its namespace, its agent, or the value of a label key. */
export function checkTabValue(check: CheckLike, tabBy: string): string | undefined {
  if (tabBy === 'namespace') return check.namespace ?? undefined;
  if (tabBy === 'agent' || tabBy === 'agent_id') return check.agent_id ?? undefined;
  return check.labels && Object.hasOwn(check.labels, tabBy) ? check.labels[tabBy] : undefined;
}

export function filterChecks<T extends CheckLike>(checks: readonly T[], filters: CheckFilters): T[] {
  const tabBy = filters.tabBy ?? HEALTH_DASHBOARD_DEFAULTS.tabBy;
  return checks.filter(
    (check) =>
      !(filters.hidePassing && isHealthy(check)) &&
      matchesCheckSearch(check, filters.query ?? '') &&
      matchesLabelFilters(check.labels, filters.labels ?? []) &&
      (!filters.tab || filters.tab === ALL_TAB || checkTabValue(check, tabBy) === filters.tab),
  );
}

/** The tabs above the list: 'All' first, then the values present, alphabetically. */
export function checkTabs(checks: readonly CheckLike[], tabBy: string): string[] {
  const values = new Set<string>();
  for (const check of checks) {
    const value = checkTabValue(check, tabBy);
    if (value) values.add(value);
  }
  return [ALL_TAB, ...[...values].sort((a, b) => a.localeCompare(b))];
}

export function healthCounts(checks: readonly Pick<CheckLike, 'status'>[]): { healthy: number; unhealthy: number } {
  const healthy = checks.filter(isHealthy).length;
  return { healthy, unhealthy: checks.length - healthy };
}

export interface CheckGroup<T extends CheckLike> {
  name: string;
  checks: T[];
  /** Shared by all members, else 'multiple'. */
  icon: string;
  type: string;
  namespaces: string[];
  /** Average of the members' rolling 1h latency. */
  latency: { rolling1h: number };
  /** Summed over the members. */
  uptime: { passed: number; failed: number };
  status: GroupStatus;
}

function shared(values: (string | null | undefined)[]): string {
  const distinct = new Set(values.map((value) => value ?? ''));
  return distinct.size === 1 ? [...distinct][0]! : 'multiple';
}

/** The aggregate row of a group (spec 001 section 3.1). */
export function aggregateCheckGroup<T extends CheckLike>(name: string, checks: readonly T[]): CheckGroup<T> {
  const latencies = checks.map((check) => check.latency?.rolling1h ?? 0);
  return {
    name,
    checks: [...checks],
    icon: shared(checks.map((check) => check.icon)),
    type: shared(checks.map((check) => check.type)),
    namespaces: [...new Set(checks.map((check) => check.namespace).filter((ns): ns is string => Boolean(ns)))],
    latency: { rolling1h: latencies.length ? latencies.reduce((a, b) => a + b, 0) / latencies.length : 0 },
    uptime: {
      passed: checks.reduce((sum, check) => sum + (check.uptime?.passed ?? 0), 0),
      failed: checks.reduce((sum, check) => sum + (check.uptime?.failed ?? 0), 0),
    },
    status: groupStatus(checks),
  };
}

/** The group a check belongs to for a Group By choice; undefined: it stands alone. */
export function checkGroupKey(check: CheckLike, groupBy: string): string | undefined {
  switch (groupBy) {
    case 'no-group':
      return undefined;
    case 'name':
      return checkNameGroup(check.name);
    case 'canary_name':
    case 'description':
    case 'type':
      return check[groupBy] || undefined;
    case 'agent':
      return check.agent_id || undefined;
    default:
      return check.labels && Object.hasOwn(check.labels, groupBy) ? check.labels[groupBy] : undefined;
  }
}

/** Groups in order of first appearance; checks without a group come back as groups of one named after them. */
export function groupChecks<T extends CheckLike>(checks: readonly T[], groupBy: string): CheckGroup<T>[] {
  const groups = new Map<string, T[]>();
  const order: (string | T)[] = [];
  for (const check of checks) {
    const key = checkGroupKey(check, groupBy);
    if (key === undefined) {
      order.push(check);
      continue;
    }
    const members = groups.get(key);
    if (members) members.push(check);
    else {
      groups.set(key, [check]);
      order.push(key);
    }
  }
  return order.map((item) =>
    typeof item === 'string' ? aggregateCheckGroup(item, groups.get(item)!) : aggregateCheckGroup(item.name, [item]),
  );
}
