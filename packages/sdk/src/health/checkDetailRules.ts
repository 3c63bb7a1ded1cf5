/**
 * What the check detail decides, as pure functions (tested without rendering): relationships, the Edit target, the
 * graph's pass/fail reading, the history filter values. No zod: only types come from @opsdeck/api's schemas.
 */
import type { Check, TimeseriesPoint } from '@opsdeck/api';

export interface CheckRelationship {
  kind: 'component' | 'config';
  id: string;
  name: string;
  /** The component's icon or the config's type. */
  detail?: string;
  /** /topology/{id} for components, /catalog/{id} for configs (spec 000 section 2). */
  to: string;
}

/** The embeds of the check detail select, flattened; rows whose embed is missing (no access, deleted) are left out. */
/**
 * Where a related component or config leads. Default: /topology/{id} and /catalog/{id}. A host maps them to its own
 * pages, or returns null (or passes `null` for all) to show the name without a link, e.g. while it has no such page.
 */
export type CheckRelationshipHref = ((item: { kind: 'component' | 'config'; id: string }) => string | null) | null;

export function checkRelationships(check: Pick<Check, 'components' | 'configs'> | null | undefined): CheckRelationship[] {
  const out: CheckRelationship[] = [];
  for (const row of check?.components ?? []) {
    const component = row?.components;
    if (!component?.id) continue;
    out.push({
      kind: 'component',
      id: component.id,
      name: component.name || component.id,
      detail: component.icon ?? undefined,
      to: `/topology/${encodeURIComponent(component.id)}`,
    });
  }
  for (const row of check?.configs ?? []) {
    const config = row?.configs;
    if (!config?.id) continue;
    out.push({
      kind: 'config',
      id: config.id,
      name: config.name || config.id,
      detail: config.type ?? undefined,
      to: `/catalog/${encodeURIComponent(config.id)}`,
    });
  }
  return out;
}

export type CheckEditTarget =
  | { kind: 'settings'; to: string }
  | { kind: 'component' | 'kubernetes'; to: string }
  /** Managed elsewhere (a Kubernetes CRD without a known object): nothing to edit from here. */
  | { kind: 'external'; to?: undefined };

/**
 * Where Edit goes (spec 000 section 2): the canary's settings page, or, for a canary defined by a component or a
 * Kubernetes object, that source (`component/<id>` -> /topology/<id>, `kubernetes/<id>` -> /catalog/<id>). A bare
 * `KubernetesCRD` source names no object: the canary is edited in the cluster. Null without a canary id.
 */
export function checkEditTarget(check: Pick<Check, 'canary_id' | 'canaries'> | null | undefined): CheckEditTarget | null {
  const canaryId = check?.canary_id ?? check?.canaries?.id;
  const source = check?.canaries?.source?.trim() ?? '';
  const match = /^(component|kubernetes)\/(.+)$/i.exec(source);
  if (match) {
    const kind = match[1]!.toLowerCase() as 'component' | 'kubernetes';
    const id = encodeURIComponent(match[2]!);
    return { kind, to: kind === 'component' ? `/topology/${id}` : `/catalog/${id}` };
  }
  if (/^kubernetes/i.test(source)) return { kind: 'external' };
  return canaryId ? { kind: 'settings', to: `/settings/canaries/${encodeURIComponent(canaryId)}` } : null;
}

/**
 * A graph bucket passed only when `status` is true: canary-checker omits the field when it is false (Go omitempty,
 * contract 8.3), so absent, null or anything else is a failure.
 */
export function pointPassed(point: Pick<TimeseriesPoint, 'status'> | { status?: unknown }): boolean {
  return point.status === true;
}

export interface ChartPoint {
  time: Date;
  passed: boolean;
  /** ms; 0 when the bucket has none. */
  duration: number;
  message?: string;
}

/** The graph's buckets in time order as chart points, without touching the cached response (no in-place sort). */
export function chartPoints(status: readonly Partial<TimeseriesPoint>[] | null | undefined): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (const point of status ?? []) {
    const time = point.time ? new Date(point.time) : null;
    if (!time || Number.isNaN(time.getTime())) continue;
    const duration = typeof point.duration === 'number' && Number.isFinite(point.duration) ? point.duration : 0;
    const message = point.error || point.message || undefined;
    points.push({ time, passed: pointPassed(point), duration, ...(message ? { message } : {}) });
  }
  return points.sort((a, b) => a.time.getTime() - b.time.getTime());
}

export type HistoryStatusFilter = 'all' | '1' | '0';

/** The status filter's value for the history call: Healthy 1, Unhealthy 0 (spec 000 section 5), All none. */
export function historyStatusParam(filter: HistoryStatusFilter): 0 | 1 | undefined {
  return filter === 'all' ? undefined : filter === '1' ? 1 : 0;
}

/** The check's own severity, else its spec's, else nothing (the original's `check.severity ?? spec.severity`). */
export function checkSeverity(check: Pick<Check, 'severity' | 'spec'> | null | undefined): string | undefined {
  if (check?.severity) return check.severity;
  const spec = check?.spec;
  if (spec && typeof spec === 'object' && 'severity' in spec) {
    const severity = (spec as { severity?: unknown }).severity;
    if (typeof severity === 'string' && severity) return severity;
  }
  return undefined;
}
