export {
  DEFAULT_JOB_HISTORY_PAGE_SIZE,
  DEFAULT_JOB_HISTORY_TIME_RANGE,
  DEFAULT_JOB_STATUS_FILTER,
  JOB_RESOURCE_TYPE_FILTER_OPTIONS,
  JOB_STATUSES,
  JOB_STATUS_FILTER_OPTIONS,
  JobHistorySchema,
  jobDetailTabs,
} from './jobSchemas';
export type { JobHistory, JobStatus } from './jobSchemas';
