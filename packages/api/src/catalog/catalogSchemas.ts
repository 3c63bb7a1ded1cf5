/** The configuration catalog: config items, changes and analyses (spec 000 section 3, duty config.hcl). */
import { z } from 'zod';
import {
  CreatedBySchema,
  IdSchema,
  JsonObjectSchema,
  LabelsSchema,
  NamedRefSchema,
  NumericSchema,
  TimestampSchema,
} from '../common/commonSchemas';

export const ConfigItemSchema = z.looseObject({
  id: IdSchema,
  name: z.string().nullish(),
  type: z.string().nullish(),
  config_class: z.string().nullish(),
  status: z.string().nullish(),
  health: z.string().nullish(),
  ready: z.boolean().nullish(),
  labels: LabelsSchema,
  tags: LabelsSchema,
  description: z.string().nullish(),
  namespace: z.string().nullish(),
  icon: z.string().nullish(),
  external_id: z.union([z.string(), z.array(z.string())]).nullish(),
  agent_id: z.string().nullish(),
  parent_id: z.string().nullish(),
  path: z.string().nullish(),
  config: z.unknown().optional(),
  properties: z.unknown().optional(),
  cost_per_minute: NumericSchema,
  cost_total_1d: NumericSchema,
  cost_total_7d: NumericSchema,
  cost_total_30d: NumericSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  deleted_at: TimestampSchema,
  agent: NamedRefSchema.nullish(),
  changes: z.array(z.unknown()).nullish(),
  analysis: z.array(z.unknown()).nullish(),
});
export type ConfigItem = z.infer<typeof ConfigItemSchema>;

export const ConfigChangeSchema = z.looseObject({
  id: IdSchema,
  config_id: IdSchema.nullish(),
  change_type: z.string().nullish(),
  severity: z.string().nullish(),
  source: z.string().nullish(),
  summary: z.string().nullish(),
  diff: z.string().nullish(),
  details: z.unknown().optional(),
  patches: z.unknown().optional(),
  count: z.number().nullish(),
  external_created_by: z.string().nullish(),
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  first_observed: TimestampSchema,
});
export type ConfigChange = z.infer<typeof ConfigChangeSchema>;

export const ConfigAnalysisSchema = z.looseObject({
  id: IdSchema,
  config_id: IdSchema.nullish(),
  analyzer: z.string().nullish(),
  analysis_type: z.string().nullish(),
  message: z.string().nullish(),
  summary: z.string().nullish(),
  severity: z.string().nullish(),
  status: z.string().nullish(),
  source: z.string().nullish(),
  analysis: z.unknown().optional(),
  first_observed: TimestampSchema,
  last_observed: TimestampSchema,
});
export type ConfigAnalysis = z.infer<typeof ConfigAnalysisSchema>;

/** `POST /api/catalog/changes` (spec 000 section 7): `sort_by` with a leading '-' sorts descending. */
export const CatalogChangesRequestSchema = z.strictObject({
  id: IdSchema.optional(),
  config_type: z.string().optional(),
  type: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  severity: z.string().optional(),
  page: z.number().int().min(1).optional(),
  page_size: z.number().int().min(1).optional(),
  sort_by: z.string().default('-created_at'),
  tags: z.string().optional(),
  recursive: z.string().optional(),
  depth: z.number().int().min(0).default(5),
  include_deleted_configs: z.boolean().optional(),
});
export type CatalogChangesRequest = z.input<typeof CatalogChangesRequestSchema>;

export const CatalogChangesResponseSchema = z.looseObject({
  total: z.number().nullish(),
  changes: z
    .array(ConfigChangeSchema)
    .nullish()
    .transform((value) => value ?? []),
  summary: JsonObjectSchema.nullish(),
});
export type CatalogChangesResponse = z.infer<typeof CatalogChangesResponseSchema>;
