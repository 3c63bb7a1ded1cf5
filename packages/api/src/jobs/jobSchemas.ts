/** Background job history (spec 001 sections 2.5, 3.4, 4 and 9). */
import { z } from 'zod';
import { IdSchema, NamedRefSchema, TimestampSchema } from '../common/commonSchemas';

export const JOB_STATUSES = ['RUNNING', 'SUCCESS', 'WARNING', 'FAILED', 'STOPPED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The status filter offers these; its default hides successes ('SUCCESS:-1' in the filter codec). */
export const JOB_STATUS_FILTER_OPTIONS = ['RUNNING', 'SUCCESS', 'WARNING', 'FAILED'] as const;
export const DEFAULT_JOB_STATUS_FILTER = 'SUCCESS:-1';
export const JOB_RESOURCE_TYPE_FILTER_OPTIONS = ['canary', 'topology', 'config_scraper'] as const;
export const DEFAULT_JOB_HISTORY_PAGE_SIZE = 150;
export const DEFAULT_JOB_HISTORY_TIME_RANGE = 'now-2d';

export const JobHistorySchema = z.looseObject({
  id: IdSchema,
  name: z.string().nullish(),
  agent_id: z.string().nullish(),
  agent: NamedRefSchema.nullish(),
  resource_id: z.string().nullish(),
  resource_name: z.string().nullish(),
  resource_type: z.string().nullish(),
  status: z.string().nullish(),
  hostname: z.string().nullish(),
  time_start: TimestampSchema,
  time_end: TimestampSchema,
  duration_millis: z.number().nullish(),
  success_count: z.number().nullish(),
  error_count: z.number().nullish(),
  details: z
    .looseObject({
      errors: z.array(z.unknown()).nullish(),
      scrape_summary: z.unknown().optional(),
      summary: z.unknown().optional(),
    })
    .nullish(),
  created_at: TimestampSchema,
});
export type JobHistory = z.infer<typeof JobHistorySchema>;

/** The detail dialog shows only tabs with content, and does not open when none has any. */
export function jobDetailTabs(job: Pick<JobHistory, 'details'>): ('Errors' | 'Scrape Summary' | 'Reconcile Summary')[] {
  const details = job.details;
  const filled = (value: unknown) =>
    value !== undefined &&
    value !== null &&
    !(Array.isArray(value) && value.length === 0) &&
    !(typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);
  const tabs: ('Errors' | 'Scrape Summary' | 'Reconcile Summary')[] = [];
  if (filled(details?.errors)) tabs.push('Errors');
  if (filled(details?.scrape_summary)) tabs.push('Scrape Summary');
  if (filled(details?.summary)) tabs.push('Reconcile Summary');
  return tabs;
}
