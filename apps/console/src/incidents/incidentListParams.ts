import { INCIDENT_SEVERITIES, INCIDENT_STATUSES, INCIDENT_TYPES } from '@opsdeck/api';
import { SORTABLE_COLUMNS, type IncidentListQuery, type SortDirection } from './incidentsApi';

/**
 * The list's state in the URL (`?status=open&severity=high&type=security&q=dns&sort=title.asc&page=2`), so a filtered
 * view can be shared and survives a reload. Unknown values are dropped rather than sent to the server.
 */
export interface IncidentListParams {
  status?: string | undefined;
  severity?: string | undefined;
  type?: string | undefined;
  search: string;
  sort: { column: string; direction: SortDirection };
  /** Zero-based. */
  pageIndex: number;
}

export const DEFAULT_SORT = { column: 'created_at', direction: 'desc' as SortDirection };

const oneOf = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : undefined);

export function readListParams(params: URLSearchParams): IncidentListParams {
  const [column, direction] = (params.get('sort') ?? '').split('.');
  const sort =
    column && (SORTABLE_COLUMNS as readonly string[]).includes(column) && (direction === 'asc' || direction === 'desc')
      ? { column, direction: direction as SortDirection }
      : DEFAULT_SORT;
  const page = Number(params.get('page'));
  return {
    status: oneOf(params.get('status'), INCIDENT_STATUSES),
    severity: oneOf(params.get('severity'), INCIDENT_SEVERITIES),
    type: oneOf(params.get('type'), INCIDENT_TYPES),
    search: params.get('q') ?? '',
    sort,
    pageIndex: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/**
 * The URL after a change. Changing a filter, the search or the sort goes back to the first page (spec 000 section 5);
 * only a page change keeps the others as they are.
 */
export function writeListParams(current: URLSearchParams, patch: Partial<IncidentListParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
  if ('status' in patch) set('status', patch.status);
  if ('severity' in patch) set('severity', patch.severity);
  if ('type' in patch) set('type', patch.type);
  if ('search' in patch) set('q', patch.search?.trim() ? patch.search : undefined);
  if ('sort' in patch) {
    const sort = patch.sort ?? DEFAULT_SORT;
    set('sort', sort.column === DEFAULT_SORT.column && sort.direction === DEFAULT_SORT.direction ? undefined : `${sort.column}.${sort.direction}`);
  }
  if ('pageIndex' in patch) set('page', patch.pageIndex ? String(patch.pageIndex + 1) : undefined);
  else next.delete('page');
  return next;
}

export function toListQuery(params: IncidentListParams, pageSize: number): IncidentListQuery {
  return {
    status: params.status,
    severity: params.severity,
    type: params.type,
    search: params.search,
    sort: params.sort,
    pageIndex: params.pageIndex,
    pageSize,
  };
}
