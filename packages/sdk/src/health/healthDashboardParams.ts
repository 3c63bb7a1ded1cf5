/**
 * The HealthDashboard's state as URL parameters (spec 001 section 2.1), read and written through a `UrlParams`
 * (the host's router adapter or memory). A parameter at its default is removed rather than written, so a fresh
 * dashboard has a clean URL and a shared link carries only what differs.
 */
import {
  HEALTH_DASHBOARD_DEFAULTS,
  decodeLabelFilters,
  encodeLabelFilters,
  isTimeRangeValue,
  parseRefreshRate,
  type LabelFilter,
  type TimeRangeValue,
} from '@opsdeck/api';

export type HealthDashboardLayout = 'table' | 'card';
export type HealthPivotCellType = 'status' | 'uptime' | 'latency';
export const PIVOT_CELL_TYPES: readonly HealthPivotCellType[] = ['status', 'uptime', 'latency'];

/** Sortable columns of the table. */
export type HealthSortColumn = 'name' | 'status' | 'uptime' | 'latency' | 'transition';
export const SORT_COLUMNS: readonly HealthSortColumn[] = ['name', 'status', 'uptime', 'latency', 'transition'];

export interface HealthSort {
  by: HealthSortColumn;
  desc: boolean;
}

/** The parameter value that says "sorting removed" (no value means the default, by name). */
export const UNSORTED = 'none';
export const DEFAULT_TIME_RANGE: TimeRangeValue = '1h';

export interface HealthDashboardState {
  checkId: string | undefined;
  /** One of the dashboard's ranges (spec 001 section 9); anything else reads as the default, 1h. */
  timeRange: TimeRangeValue;
  /** Whether the URL names a valid range: without one the check detail picks its own default from the last run. */
  timeRangeInUrl: boolean;
  layout: HealthDashboardLayout;
  query: string;
  /** null: unsorted (the summary's own order). */
  sort: HealthSort | null;
  labels: LabelFilter[];
  hidePassing: boolean;
  groupBy: string;
  tabBy: string;
  tab: string;
  /** 'type', 'namespace', 'agent', or a label key ('label' with pivotLabel names the key explicitly). */
  pivotBy: string | undefined;
  pivotCellType: HealthPivotCellType;
  pivotLabel: string | undefined;
  /** Auto-refresh rate ('' none, '30s', '5m', ...). */
  refresh: string;
}

/** Parameter names, before the widget's prefix. */
export const HEALTH_DASHBOARD_PARAMS = [
  'checkId',
  'timeRange',
  'layout',
  'query',
  'sortBy',
  'sortDesc',
  'labels',
  'hidePassing',
  'groupBy',
  'tabBy',
  'tab',
  'pivotBy',
  'pivotCellType',
  'pivotLabel',
  'refresh',
] as const;
export type HealthDashboardParam = (typeof HEALTH_DASHBOARD_PARAMS)[number];

type Reader = (name: HealthDashboardParam) => string | undefined;

const isSortColumn = (value: string): value is HealthSortColumn => (SORT_COLUMNS as readonly string[]).includes(value);
const isPivotCell = (value: string): value is HealthPivotCellType => (PIVOT_CELL_TYPES as readonly string[]).includes(value);

export function readSort(by: string | undefined, desc: string | undefined): HealthSort | null {
  if (by === UNSORTED) return null;
  return { by: by && isSortColumn(by) ? by : 'name', desc: desc === 'true' };
}

/**
 * The state a set of parameters stands for. Anything unknown or malformed falls back to its default (a hand-edited
 * link must not break the page); `labels` goes through the JSON codec that drops prototype-polluting keys.
 */
export function readHealthDashboardState(read: Reader, refreshDefault = ''): HealthDashboardState {
  const layout = read('layout');
  const cell = read('pivotCellType');
  const refresh = read('refresh');
  const timeRange = read('timeRange');
  return {
    checkId: read('checkId') || undefined,
    timeRange: isTimeRangeValue(timeRange) ? timeRange : DEFAULT_TIME_RANGE,
    timeRangeInUrl: isTimeRangeValue(timeRange),
    layout: layout === 'card' ? 'card' : 'table',
    query: read('query') ?? '',
    sort: readSort(read('sortBy'), read('sortDesc')),
    labels: decodeLabelFilters(read('labels')),
    hidePassing: (read('hidePassing') ?? String(HEALTH_DASHBOARD_DEFAULTS.hidePassing)) !== 'false',
    groupBy: read('groupBy') || HEALTH_DASHBOARD_DEFAULTS.groupBy,
    tabBy: read('tabBy') || HEALTH_DASHBOARD_DEFAULTS.tabBy,
    tab: read('tab') || 'All',
    pivotBy: read('pivotBy') || undefined,
    pivotCellType: cell && isPivotCell(cell) ? cell : 'status',
    pivotLabel: read('pivotLabel') || undefined,
    refresh: refresh === undefined ? refreshDefault : parseRefreshRate(refresh) > 0 ? refresh : '',
  };
}

export type HealthDashboardStatePatch = Partial<HealthDashboardState>;

/** The parameter changes for a state change: defaults become removals. */
export function healthDashboardParamsPatch(
  patch: HealthDashboardStatePatch,
  refreshDefault = '',
): Partial<Record<HealthDashboardParam, string | null>> {
  const out: Partial<Record<HealthDashboardParam, string | null>> = {};
  const set = (name: HealthDashboardParam, value: string | undefined, fallback: string) => {
    out[name] = value === undefined || value === fallback ? null : value;
  };
  if ('checkId' in patch) set('checkId', patch.checkId, '');
  if ('timeRange' in patch) set('timeRange', patch.timeRange, DEFAULT_TIME_RANGE);
  if ('layout' in patch) set('layout', patch.layout, 'table');
  if ('query' in patch) set('query', patch.query, '');
  if ('sort' in patch) {
    const sort = patch.sort;
    out.sortBy = sort === null ? UNSORTED : sort === undefined || sort.by === 'name' ? null : sort.by;
    out.sortDesc = sort?.desc ? 'true' : null;
  }
  if ('labels' in patch) set('labels', encodeLabelFilters(patch.labels ?? []), '');
  if ('hidePassing' in patch) set('hidePassing', patch.hidePassing === undefined ? undefined : String(patch.hidePassing), String(HEALTH_DASHBOARD_DEFAULTS.hidePassing));
  if ('groupBy' in patch) set('groupBy', patch.groupBy, HEALTH_DASHBOARD_DEFAULTS.groupBy);
  if ('tabBy' in patch) set('tabBy', patch.tabBy, HEALTH_DASHBOARD_DEFAULTS.tabBy);
  if ('tab' in patch) set('tab', patch.tab, 'All');
  if ('pivotBy' in patch) set('pivotBy', patch.pivotBy, '');
  if ('pivotCellType' in patch) set('pivotCellType', patch.pivotCellType, 'status');
  if ('pivotLabel' in patch) set('pivotLabel', patch.pivotLabel, '');
  if ('refresh' in patch) {
    // The host's default is not written; choosing None over a non-empty default has to be, as 'none'.
    const value = patch.refresh ?? '';
    out.refresh = value === refreshDefault ? null : value === '' ? 'none' : value;
  }
  return out;
}

/** The next sort when a column header is clicked: ascending, descending, removed (spec 001 section 2.12). */
export function nextSort(current: HealthSort | null, column: HealthSortColumn): HealthSort | null {
  if (!current || current.by !== column) return { by: column, desc: false };
  return current.desc ? null : { by: column, desc: true };
}
