/**
 * Health checks: the dashboard summary (contract 2(a)), the check detail, its graph and status history
 * (contract 2(b)), canaries and the Run Now result. Field names are Mission Control's.
 */
import { z } from 'zod';
import {
  CreatedBySchema,
  IdSchema,
  JsonObjectSchema,
  LabelsSchema,
  NamedRefSchema,
  TimestampSchema,
} from '../common/commonSchemas';

export const CHECK_STATUSES = ['healthy', 'unhealthy'] as const;
export const CheckStatusSchema = z.enum(CHECK_STATUSES);
export type CheckStatus = z.infer<typeof CheckStatusSchema>;

/** The history filter sends 1 for Healthy and 0 for Unhealthy (spec 000 section 5). */
export const CHECK_STATUS_FILTER_VALUES = { healthy: 1, unhealthy: 0 } as const;

const OptionalNumber = z.number().nullish();

/** `types.Latency`: p95/p97/p99 are omitted when unknown; rolling1h is always sent. p50 and avg are tolerated. */
export const LatencySchema = z.looseObject({
  p99: OptionalNumber,
  p97: OptionalNumber,
  p95: OptionalNumber,
  p50: OptionalNumber,
  avg: OptionalNumber,
  rolling1h: z.number().nullish().transform((value) => value ?? 0),
});
export type Latency = z.infer<typeof LatencySchema>;

export const UptimeSchema = z.looseObject({
  passed: z.number().int().nonnegative().nullish().transform((value) => value ?? 0),
  failed: z.number().int().nonnegative().nullish().transform((value) => value ?? 0),
  p100: OptionalNumber,
  last_pass: TimestampSchema,
  last_fail: TimestampSchema,
});
export type Uptime = z.infer<typeof UptimeSchema>;

/** One item of `checks_summary` (duty `models.CheckSummary`). */
export const CheckSummarySchema = z.looseObject({
  id: IdSchema,
  canary_id: IdSchema.nullish(),
  canary_name: z.string().nullish(),
  canary_namespace: z.string().nullish(),
  agent_id: z.string().nullish(),
  name: z.string(),
  namespace: z.string().nullish(),
  description: z.string().nullish(),
  endpoint: z.string().nullish(),
  icon: z.string().nullish(),
  type: z.string().nullish(),
  owner: z.string().nullish(),
  severity: z.string().nullish(),
  labels: LabelsSchema,
  status: z.string().nullish(),
  uptime: UptimeSchema.nullish().transform((value) => value ?? { passed: 0, failed: 0 }),
  latency: LatencySchema.nullish().transform((value) => value ?? { rolling1h: 0 }),
  last_runtime: TimestampSchema,
  last_transition_time: TimestampSchema,
  next_runtime: TimestampSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  deleted_at: TimestampSchema,
  silenced_at: TimestampSchema,
  /** Filled in by the dashboard after a lookup of non-local agents. */
  agents: z.array(NamedRefSchema).nullish(),
});
export type CheckSummary = z.infer<typeof CheckSummarySchema>;

/** `GET /api/canary/api/summary`: `checks_summary` is absent when there are none (Go omitempty). */
export const HealthSummaryResponseSchema = z.looseObject({
  duration: z.number().nullish(),
  runnerName: z.string().nullish(),
  checks_summary: z
    .array(CheckSummarySchema)
    .nullish()
    .transform((value) => value ?? []),
});
export type HealthSummaryResponse = z.infer<typeof HealthSummaryResponseSchema>;

/** A graph bucket. `status` is omitted when false (Go omitempty): absent means failed. */
export const TimeseriesPointSchema = z.looseObject({
  key: z.string().nullish(),
  time: z.string(),
  status: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  message: z.string().nullish(),
  error: z.string().nullish(),
  duration: z.number().nullish().transform((value) => value ?? 0),
  count: z.number().nullish(),
  passed: z.number().nullish(),
  failed: z.number().nullish(),
});
export type TimeseriesPoint = z.infer<typeof TimeseriesPointSchema>;

/** `GET /api/canary/api/graph?check=<id>&start=<range>`; an empty window sends `status: null`. */
export const CheckGraphResponseSchema = z.looseObject({
  duration: z.number().nullish(),
  runnerName: z.string().nullish(),
  status: z
    .array(TimeseriesPointSchema)
    .nullish()
    .transform((value) => value ?? []),
  latency: LatencySchema.nullish().transform((value) => value ?? { rolling1h: 0 }),
  uptime: UptimeSchema.nullish().transform((value) => value ?? { passed: 0, failed: 0 }),
});
export type CheckGraphResponse = z.infer<typeof CheckGraphResponseSchema>;

/** A `check_statuses` row (status history). */
export const CheckStatusRowSchema = z.looseObject({
  check_id: IdSchema,
  time: z.union([z.string(), z.date()]).transform((value) => (value instanceof Date ? value.toISOString() : value)),
  duration: z.number().nullish(),
  status: z.boolean().nullish(),
  message: z.string().nullish(),
  error: z.string().nullish(),
  details: z.unknown().optional(),
  invalid: z.boolean().nullish(),
  severity: z.string().nullish(),
  is_pushed: z.boolean().nullish(),
  created_at: TimestampSchema,
});
export type CheckStatusRow = z.infer<typeof CheckStatusRowSchema>;

export const CanarySchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  namespace: z.string().nullish(),
  agent_id: z.string().nullish(),
  labels: LabelsSchema,
  annotations: JsonObjectSchema.nullish(),
  spec: z.unknown().optional(),
  source: z.string().nullish(),
  schedule: z.string().nullish(),
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  deleted_at: TimestampSchema,
});
export type Canary = z.infer<typeof CanarySchema>;

const RelatedComponentSchema = z.looseObject({
  components: z.looseObject({ id: IdSchema, name: z.string().nullish(), icon: z.string().nullish() }).nullish(),
});
const RelatedConfigSchema = z.looseObject({
  configs: z.looseObject({ id: IdSchema, name: z.string().nullish(), type: z.string().nullish() }).nullish(),
});

/** A `checks` row, with the embeds of the check detail select (contract 2(b) step 1) when asked for. */
export const CheckSchema = z.looseObject({
  id: IdSchema,
  canary_id: IdSchema.nullish(),
  agent_id: z.string().nullish(),
  name: z.string(),
  type: z.string().nullish(),
  namespace: z.string().nullish(),
  description: z.string().nullish(),
  endpoint: z.string().nullish(),
  icon: z.string().nullish(),
  labels: LabelsSchema,
  owner: z.string().nullish(),
  severity: z.string().nullish(),
  category: z.string().nullish(),
  status: z.string().nullish(),
  spec: z.unknown().optional(),
  uptime: UptimeSchema.nullish(),
  last_runtime: TimestampSchema,
  last_transition_time: TimestampSchema,
  next_runtime: TimestampSchema,
  silenced_at: TimestampSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  deleted_at: TimestampSchema,
  canaries: z.looseObject({ id: IdSchema, name: z.string().nullish(), source: z.string().nullish() }).nullish(),
  agents: NamedRefSchema.nullish(),
  components: z.array(RelatedComponentSchema).nullish(),
  configs: z.array(RelatedConfigSchema).nullish(),
});
export type Check = z.infer<typeof CheckSchema>;

/** `checks_by_component` and `check_names` rows. */
export const CheckRefSchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  canary_id: z.string().nullish(),
  component_id: z.string().nullish(),
  type: z.string().nullish(),
  severity: z.string().nullish(),
  status: z.string().nullish(),
  icon: z.string().nullish(),
});
export type CheckRef = z.infer<typeof CheckRefSchema>;

/** `POST /api/canary/run/check/{id}` answers the first `pkg.CheckResult` (not the UI's declared totals). */
export const RunCheckResultSchema = z.looseObject({
  name: z.string().nullish(),
  start: z.string().nullish(),
  pass: z.boolean().nullish(),
  invalid: z.boolean().nullish(),
  detail: z.unknown().optional(),
  data: JsonObjectSchema.nullish(),
  labels: LabelsSchema,
  duration: z.number().nullish(),
  description: z.string().nullish(),
  display_type: z.string().nullish(),
  message: z.string().nullish(),
  namespace: z.string().nullish(),
  error: z.string().nullish(),
  metrics: z.array(z.unknown()).nullish(),
  transformed: z.boolean().nullish(),
  artifacts: z.array(z.unknown()).nullish(),
});
export type RunCheckResult = z.infer<typeof RunCheckResultSchema>;
