/** Topologies and their components (spec 001 section 3.1, contract section 3). */
import { z } from 'zod';
import {
  CreatedBySchema,
  IdSchema,
  LabelsSchema,
  NamedRefSchema,
  NumericSchema,
  TimestampSchema,
} from '../common/commonSchemas';

export const TopologySchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  namespace: z
    .string()
    .nullish()
    .transform((value) => value ?? 'default'),
  labels: LabelsSchema,
  spec: z.unknown().optional(),
  source: z
    .string()
    .nullish()
    .transform((value) => value ?? 'UI'),
  schedule: z.string().nullish(),
  icon: z.string().nullish(),
  agent_id: z.string().nullish(),
  agent: NamedRefSchema.nullish(),
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  deleted_at: TimestampSchema,
});
export type Topology = z.infer<typeof TopologySchema>;

/** The topology form: name, namespace, labels and a spec (spec 001 section 2.2). */
export const TopologyCreateSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required'),
  namespace: z.string().trim().min(1).default('default'),
  labels: z.record(z.string(), z.string()).default({}),
  spec: z.record(z.string(), z.unknown()).default({}),
  source: z.literal('UI').default('UI'),
  created_by: IdSchema.optional(),
});
export type TopologyCreate = z.input<typeof TopologyCreateSchema>;

export const TopologyComponentSchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  text: z.string().nullish(),
  type: z.string().nullish(),
  icon: z.string().nullish(),
  namespace: z.string().nullish(),
  labels: LabelsSchema,
  status: z.string().nullish(),
  status_reason: z.string().nullish(),
  health: z.string().nullish(),
  description: z.string().nullish(),
  lifecycle: z.string().nullish(),
  owner: z.string().nullish(),
  parent_id: z.string().nullish(),
  topology_id: z.string().nullish(),
  agent_id: z.string().nullish(),
  hidden: z.boolean().nullish(),
  properties: z.array(z.unknown()).nullish(),
  summary: z.record(z.string(), z.unknown()).nullish(),
  path: z.string().nullish(),
  cost_per_minute: NumericSchema,
  cost_total_1d: NumericSchema,
  cost_total_7d: NumericSchema,
  cost_total_30d: NumericSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  deleted_at: TimestampSchema,
  get components() {
    return z.array(TopologyComponentSchema).nullish();
  },
});
export type TopologyComponent = z.infer<typeof TopologyComponentSchema>;

/** `GET /api/canary/api/topology?id=<id>` (duty topology QueryHandler). */
export const TopologyResponseSchema = z.looseObject({
  components: z
    .array(TopologyComponentSchema)
    .nullish()
    .transform((value) => value ?? []),
  healthStatuses: z.array(z.string()).nullish(),
  teams: z.array(z.string()).nullish(),
  tags: z.record(z.string(), z.array(z.string())).nullish(),
  types: z.array(z.string()).nullish(),
});
export type TopologyResponse = z.infer<typeof TopologyResponseSchema>;
