import { useMessages } from '@opsdeck/ui/messages';

/** What the Health Overview chart's accessible name summarises. */
export interface CheckChartSummary {
  points: number;
  passed: number;
  failed: number;
  /** Formatted latencies ('12ms'), empty when there is none. */
  minLatency: string;
  maxLatency: string;
}

/**
 * Every string of the check detail (messages group `checkDetail`): override through the widget's `messages` prop or
 * the provider's `messages={{ checkDetail: { ... } }}`. The spec's labels are kept verbatim.
 */
export interface CheckDetailMessages {
  /** Dialog title while the check loads. */
  loadingTitle: string;
  notFound: string;
  notFoundDescription: string;
  loadError: string;
  namespace: string;
  endpoint: string;
  agent: string;
  labels: string;
  uptime: string;
  passed: (count: number) => string;
  failed: (count: number) => string;
  latency95: string;
  latency97: string;
  latency99: string;
  severity: string;
  lastRun: string;
  transitioned: (when: string) => string;
  nextRun: string;
  timeRange: string;
  /** Shown for a value the check or the graph does not have. */
  noValue: string;
  noData: string;
  healthOverview: string;
  chartSummary: (summary: CheckChartSummary) => string;
  chartTime: string;
  chartStatus: string;
  chartLatency: string;
  healthy: string;
  unhealthy: string;
  tabHistory: string;
  tabGraph: string;
  tabSpec: string;
  tabRelationships: string;
  tabsLabel: string;
  historyLabel: string;
  statusFilter: string;
  statusAll: string;
  statusHealthy: string;
  statusUnhealthy: string;
  durationFilter: string;
  durationAll: string;
  durationPlaceholder: string;
  /** The toast for a typed duration that is neither ms nor s (spec 000 section 5, verbatim). */
  durationError: string;
  columnAge: string;
  columnDuration: string;
  columnMessage: string;
  specLabel: string;
  specFormat: string;
  specYaml: string;
  specJson: string;
  relationshipComponent: string;
  relationshipConfig: string;
  relationshipsLabel: string;
  edit: string;
  runNow: string;
  runNowRunning: string;
  playbooks: string;
  close: string;
  actionsLabel: string;
}

export const defaultCheckDetailMessages: CheckDetailMessages = {
  loadingTitle: 'Check',
  notFound: 'Check not found',
  notFoundDescription: 'It may have been deleted, or you may not have access to it.',
  loadError: 'Could not load the check',
  namespace: 'Namespace',
  endpoint: 'Endpoint',
  agent: 'Agent',
  labels: 'Labels',
  uptime: 'Uptime',
  passed: (count) => `${count} passed`,
  failed: (count) => `${count} failed`,
  latency95: 'Latency (95%)',
  latency97: 'Latency (97%)',
  latency99: 'Latency (99%)',
  severity: 'Severity',
  lastRun: 'Last Run',
  transitioned: (when) => `Transitioned ${when}`,
  nextRun: 'Next Run',
  timeRange: 'Time Range',
  noValue: '-',
  noData: 'No data available',
  healthOverview: 'Health Overview',
  chartSummary: ({ points, passed, failed, minLatency, maxLatency }) =>
    points === 0
      ? 'Health Overview: no runs in this time range'
      : `Health Overview: ${points} runs, ${passed} passed, ${failed} failed` +
        (maxLatency ? `, latency from ${minLatency} to ${maxLatency}` : ''),
  chartTime: 'Time',
  chartStatus: 'Status',
  chartLatency: 'Latency',
  healthy: 'Healthy',
  unhealthy: 'Unhealthy',
  tabHistory: 'History',
  tabGraph: 'Graph',
  tabSpec: 'Spec',
  tabRelationships: 'Relationships',
  tabsLabel: 'Check details',
  historyLabel: 'Status history',
  statusFilter: 'Status:',
  statusAll: 'All',
  statusHealthy: 'Healthy',
  statusUnhealthy: 'Unhealthy',
  durationFilter: 'Duration:',
  durationAll: 'All',
  durationPlaceholder: 'All, or e.g. 2s, 250ms',
  durationError: 'duration is allowed only in milli seconds & seconds',
  columnAge: 'Age',
  columnDuration: 'Duration',
  columnMessage: 'Message',
  specLabel: 'Canary spec',
  specFormat: 'Format',
  specYaml: 'YAML',
  specJson: 'JSON',
  relationshipComponent: 'Component',
  relationshipConfig: 'Config',
  relationshipsLabel: 'Relationships',
  edit: 'Edit',
  runNow: 'Run Now',
  runNowRunning: 'Running',
  playbooks: 'Playbooks',
  close: 'Close',
  actionsLabel: 'Check actions',
};

export function useCheckDetailMessages(overrides?: Partial<CheckDetailMessages>): CheckDetailMessages {
  return useMessages('checkDetail', defaultCheckDetailMessages, overrides);
}
