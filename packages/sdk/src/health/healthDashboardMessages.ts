import { REFRESH_RATE_OPTIONS } from '@opsdeck/api';

/**
 * Every string the HealthDashboard shows (the `healthDashboard` messages group). Override any of them through the
 * provider's `messages={{ healthDashboard: { ... } }}` or the widget's own `messages` prop; the widget's prop wins.
 */
export interface HealthDashboardMessages {
  /** Accessible name of the whole widget. */
  regionLabel: string;
  filters: string;
  /** The toggle's accessible name with the count of active filters. */
  filtersToggle: (activeFilters: number) => string;
  closeFilters: string;
  filterByHealth: string;
  hidePassing: string;
  filterByLabel: string;
  noLabels: string;
  /** Trigger text of a label multi-select with 4 or more chosen values. */
  includingLabels: (count: number) => string;
  labelAny: string;
  labelInclude: string;
  labelExclude: string;
  labelSearch: string;
  labelNoValues: string;
  /** Accessible description of one value of a label multi-select and its state. */
  labelValueState: (value: string, state: -1 | 0 | 1) => string;
  searchLabel: string;
  searchPlaceholder: string;
  groupBy: string;
  tabBy: string;
  /** Names of the fixed Group By, Tab By and Pivot By choices; label keys are shown as they are. */
  dimension: (dimension: string) => string;
  allTab: string;
  healthyCount: (count: number) => string;
  unhealthyCount: (count: number) => string;
  layout: string;
  layoutTable: string;
  layoutCard: string;
  autoRefresh: string;
  /** The label of an auto-refresh choice ('' is None). */
  refreshRate: (value: string) => string;
  refresh: string;
  runSelected: (count: number) => string;
  runSucceeded: (count: number) => string;
  runAllFailed: (count: number) => string;
  runPartlyFailed: (succeeded: number, failed: number) => string;
  checksTable: string;
  columnSelect: string;
  columnExpand: string;
  columnChecks: string;
  columnHealth: string;
  columnUptime: string;
  columnLatency: string;
  columnTransition: string;
  sortBy: (column: string) => string;
  selectAll: string;
  selectCheck: (name: string) => string;
  selectGroup: (name: string) => string;
  expandGroup: (name: string) => string;
  collapseGroup: (name: string) => string;
  lastRun: (relative: string) => string;
  healthy: string;
  unhealthy: string;
  groupGood: string;
  groupMixed: string;
  groupBad: string;
  /** The name of the local agent (the all-zero id), which has no row to look up. */
  localAgent: string;
  /** Merged icon or type of a group whose members differ. */
  multiple: string;
  groupSize: (count: number) => string;
  noData: string;
  cardWidth: string;
  pivotBy: string;
  pivotNone: string;
  pivotCellType: string;
  pivotCell: (cellType: string) => string;
  pivotTable: string;
  pivotGroup: string;
  pivotNoValue: string;
  pivotCellSummary: (healthy: number, count: number) => string;
  errorTitle: string;
}

const REFRESH_LABELS = new Map(REFRESH_RATE_OPTIONS.map((option) => [option.value, option.label]));

const DIMENSIONS: Readonly<Record<string, string>> = {
  'no-group': 'No Grouping',
  canary_name: 'Group Name',
  name: 'Name',
  description: 'Description',
  type: 'Type',
  agent: 'Agent',
  namespace: 'Namespace',
};

const PIVOT_CELLS: Readonly<Record<string, string>> = { status: 'Status', uptime: 'Uptime', latency: 'Latency' };

export const defaultHealthDashboardMessages: HealthDashboardMessages = {
  regionLabel: 'Health checks',
  filters: 'Filters',
  filtersToggle: (active) => (active ? `Filters (${active} active)` : 'Filters'),
  closeFilters: 'Close filters',
  filterByHealth: 'Filter by Health',
  hidePassing: 'Hide Passing',
  filterByLabel: 'Filter by Label',
  noLabels: 'No labels',
  includingLabels: (count) => `including ${count} labels`,
  labelAny: 'Any',
  labelInclude: 'Include',
  labelExclude: 'Exclude',
  labelSearch: 'Search values',
  labelNoValues: 'No options found',
  labelValueState: (value, state) => (state === 1 ? `${value}: included` : state === -1 ? `${value}: excluded` : value),
  searchLabel: 'Search checks',
  searchPlaceholder: 'Search by name, description, or endpoint',
  groupBy: 'Group By',
  tabBy: 'Tab By',
  dimension: (dimension) => DIMENSIONS[dimension] ?? dimension,
  allTab: 'All',
  healthyCount: (count) => `Healthy: ${count}`,
  unhealthyCount: (count) => `Unhealthy: ${count}`,
  layout: 'Layout',
  layoutTable: 'Table',
  layoutCard: 'Card',
  autoRefresh: 'Auto refresh',
  refreshRate: (value) => REFRESH_LABELS.get(value) ?? value,
  refresh: 'Refresh',
  runSelected: (count) => `Run Selected (${count})`,
  runSucceeded: (count) => `Successfully triggered ${count} check(s)`,
  runAllFailed: (count) => `All ${count} check(s) failed to trigger`,
  runPartlyFailed: (succeeded, failed) =>
    `Successfully triggered ${succeeded} check(s); ${failed} check(s) failed to trigger`,
  checksTable: 'Health checks',
  columnSelect: 'Select',
  columnExpand: 'Expand',
  columnChecks: 'Checks',
  columnHealth: 'Health',
  columnUptime: 'Uptime',
  columnLatency: 'Latency',
  columnTransition: 'Transition',
  sortBy: (column) => `Sort by ${column}`,
  selectAll: 'Select all checks',
  selectCheck: (name) => `Select ${name}`,
  selectGroup: (name) => `Select all checks of ${name}`,
  expandGroup: (name) => `Expand ${name}`,
  collapseGroup: (name) => `Collapse ${name}`,
  lastRun: (relative) => `Last run ${relative}`,
  healthy: 'Healthy',
  unhealthy: 'Unhealthy',
  groupGood: 'Healthy',
  groupMixed: 'Mixed',
  groupBad: 'Unhealthy',
  localAgent: 'local',
  multiple: 'multiple',
  groupSize: (count) => `${count} checks`,
  noData: 'No data available',
  cardWidth: 'Card width',
  pivotBy: 'Pivot By',
  pivotNone: 'No Pivot',
  pivotCellType: 'Pivot Cell',
  pivotCell: (cellType) => PIVOT_CELLS[cellType] ?? cellType,
  pivotTable: 'Health checks pivot',
  pivotGroup: 'Group',
  pivotNoValue: '(none)',
  pivotCellSummary: (healthy, count) => `${healthy}/${count} healthy`,
  errorTitle: 'Sorry.. there was an error',
};
