// `@opsdeck/sdk/health-dashboard`: the HealthDashboard widget, its summary hook and query keys. The check detail it
// opens is a separate, lazily loaded chunk (`@opsdeck/sdk/check-detail`).
export { HealthDashboard } from './HealthDashboard';
export type { HealthDashboardProps, HealthCheckDetailRenderProps } from './HealthDashboard';
export { useHealthSummary, useHealthAgentNames } from './useHealthSummary';
export type { UseHealthSummaryOptions } from './useHealthSummary';
export { healthKeys } from './healthKeys';
export { healthApiRef, createHealthApi, DEFAULT_SUMMARY_PATH } from './healthApi';
export type { HealthApi } from './healthApi';
export { defaultHealthDashboardMessages } from './healthDashboardMessages';
export type { HealthDashboardMessages } from './healthDashboardMessages';
export { HEALTH_DASHBOARD_PARAMS } from './healthDashboardParams';
export type {
  HealthDashboardLayout,
  HealthDashboardParam,
  HealthPivotCellType,
  HealthSort,
  HealthSortColumn,
} from './healthDashboardParams';
