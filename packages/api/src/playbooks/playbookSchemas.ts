/** Playbooks, their parameters and runs (spec 000 section 3, spec 001 sections 3.4 and 2.8). */
import { z } from 'zod';
import { CreatedBySchema, IdSchema, JsonObjectSchema, NamedRefSchema, TimestampSchema } from '../common/commonSchemas';

export const PlaybookParameterSchema = z.looseObject({
  name: z.string(),
  label: z.string().nullish(),
  type: z.string().nullish(),
  default: z.unknown().optional(),
  required: z.boolean().nullish(),
  description: z.string().nullish(),
  properties: z
    .looseObject({
      size: z.string().nullish(),
      language: z.string().nullish(),
      jsonSchemaUrl: z.string().nullish(),
      options: z.array(z.unknown()).nullish(),
      filter: z.unknown().optional(),
      multiline: z.union([z.boolean(), z.string()]).nullish(),
      maxLength: z.number().nullish(),
      minLength: z.number().nullish(),
      regex: z.string().nullish(),
      format: z.string().nullish(),
      min: z.union([z.number(), z.string()]).nullish(),
      max: z.union([z.number(), z.string()]).nullish(),
    })
    .nullish(),
});
export type PlaybookParameter = z.infer<typeof PlaybookParameterSchema>;

export const PlaybookSpecSchema = z.looseObject({
  title: z.string().nullish(),
  icon: z.string().nullish(),
  category: z.string().nullish(),
  description: z.string().nullish(),
  parameters: z.array(PlaybookParameterSchema).nullish(),
  actions: z.array(JsonObjectSchema).nullish(),
  configs: z.array(z.unknown()).nullish(),
  components: z.array(z.unknown()).nullish(),
  checks: z.array(z.unknown()).nullish(),
});
export type PlaybookSpec = z.infer<typeof PlaybookSpecSchema>;

export const PlaybookSchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  namespace: z.string().nullish(),
  title: z.string().nullish(),
  icon: z.string().nullish(),
  category: z.string().nullish(),
  description: z.string().nullish(),
  source: z.string().nullish(),
  spec: PlaybookSpecSchema.nullish(),
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  deleted_at: TimestampSchema,
});
export type Playbook = z.infer<typeof PlaybookSchema>;

export const PlaybookRunActionSchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  status: z.string().nullish(),
  playbook_run_id: z.string().nullish(),
  start_time: TimestampSchema,
  scheduled_time: TimestampSchema,
  end_time: TimestampSchema,
  result: z.unknown().optional(),
  error: z.string().nullish(),
  artifacts: z.array(z.unknown()).nullish(),
  retry_count: z.number().nullish(),
});
export type PlaybookRunAction = z.infer<typeof PlaybookRunActionSchema>;

export const PlaybookRunSchema = z.looseObject({
  id: IdSchema,
  parent_id: z.string().nullish(),
  playbook_id: z.union([IdSchema, NamedRefSchema]).nullish(),
  status: z.string().nullish(),
  spec: z.unknown().optional(),
  parameters: JsonObjectSchema.nullish(),
  error: z.string().nullish(),
  start_time: TimestampSchema,
  end_time: TimestampSchema,
  scheduled_time: TimestampSchema,
  created_at: TimestampSchema,
  created_by: CreatedBySchema,
  check_id: z.unknown().optional(),
  config_id: z.unknown().optional(),
  component_id: z.unknown().optional(),
  approvals: z.array(JsonObjectSchema).nullish(),
  actions: z.array(PlaybookRunActionSchema).nullish(),
});
export type PlaybookRun = z.infer<typeof PlaybookRunSchema>;

/** `POST /api/playbook/run`: the playbook and at most the one resource it runs on. */
export const PlaybookRunRequestSchema = z.strictObject({
  id: IdSchema,
  component_id: IdSchema.optional(),
  check_id: IdSchema.optional(),
  config_id: IdSchema.optional(),
  params: z.record(z.string(), z.unknown()).default({}),
});
export type PlaybookRunRequest = z.input<typeof PlaybookRunRequestSchema>;

export const PlaybookRunResponseSchema = z.looseObject({ run_id: IdSchema });
export type PlaybookRunResponse = z.infer<typeof PlaybookRunResponseSchema>;

/** `POST /api/playbook/{id}/params` answer. */
export const PlaybookParamsResponseSchema = z.looseObject({
  params: z
    .array(PlaybookParameterSchema)
    .nullish()
    .transform((value) => value ?? []),
});
export type PlaybookParamsResponse = z.infer<typeof PlaybookParamsResponseSchema>;

/** The kinds of run action (spec 000 section 3); an action spec names its kind by its key. */
export const PLAYBOOK_ACTION_TYPES = [
  'ai',
  'notification',
  'exec',
  'gitops',
  'github',
  'azureDevopsPipeline',
  'http',
  'sql',
  'pod',
  'logs',
] as const;
export type PlaybookActionType = (typeof PLAYBOOK_ACTION_TYPES)[number];

/** The kind of a run action from its spec: the first kind key it has; exec when none. */
export function playbookActionType(spec: unknown): PlaybookActionType {
  if (spec && typeof spec === 'object') {
    const found = PLAYBOOK_ACTION_TYPES.find((type) => Object.hasOwn(spec, type));
    if (found) return found;
  }
  return 'exec';
}
