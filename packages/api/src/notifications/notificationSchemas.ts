/** Notification rules and silences (spec 000 sections 3 and 7). */
import { z } from 'zod';
import { CreatedBySchema, IdSchema, JsonObjectSchema, NamedRefSchema, TimestampSchema } from '../common/commonSchemas';

export const NotificationRuleSchema = z.looseObject({
  id: IdSchema,
  name: z.string().nullish(),
  namespace: z.string().nullish(),
  title: z.string().nullish(),
  template: z.string().nullish(),
  filter: z.string().nullish(),
  events: z.array(z.string()).nullish(),
  properties: JsonObjectSchema.nullish(),
  person_id: z.string().nullish(),
  team_id: z.string().nullish(),
  playbook_id: z.string().nullish(),
  custom_services: z.unknown().optional(),
  repeat_interval: z.string().nullish(),
  error: z.string().nullish(),
  error_at: TimestampSchema,
  source: z.string().nullish(),
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  deleted_at: TimestampSchema,
});
export type NotificationRule = z.infer<typeof NotificationRuleSchema>;

/** Notification silences are soft-deleted (deleted_at); a null `until` means "indefinitely". */
export const NotificationSilenceSchema = z.looseObject({
  id: IdSchema,
  name: z.string().nullish(),
  namespace: z.string().nullish(),
  description: z.string().nullish(),
  filter: z.string().nullish(),
  selectors: z.unknown().optional(),
  from: TimestampSchema,
  until: TimestampSchema,
  recursive: z.boolean().nullish(),
  config_id: z.string().nullish(),
  check_id: z.string().nullish(),
  canary_id: z.string().nullish(),
  component_id: z.string().nullish(),
  resource_type: z.string().nullish(),
  resource_id: z.string().nullish(),
  status: z.string().nullish(),
  error: z.string().nullish(),
  source: z.string().nullish(),
  config: NamedRefSchema.nullish(),
  check: NamedRefSchema.nullish(),
  component: NamedRefSchema.nullish(),
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  deleted_at: TimestampSchema,
});
export type NotificationSilence = z.infer<typeof NotificationSilenceSchema>;

/** `POST /api/notification/silence`: one resource, a window, or `until: null` for indefinitely. */
export const NotificationSilenceCreateSchema = z
  .strictObject({
    name: z.string().optional(),
    namespace: z.string().optional(),
    description: z.string().optional(),
    filter: z.string().optional(),
    from: z.string().optional(),
    until: z.string().nullable(),
    recursive: z.boolean().optional(),
    config_id: IdSchema.optional(),
    check_id: IdSchema.optional(),
    canary_id: IdSchema.optional(),
    component_id: IdSchema.optional(),
    selectors: z.unknown().optional(),
  })
  .refine(
    (input) =>
      Boolean(input.config_id || input.check_id || input.canary_id || input.component_id || input.filter || input.selectors),
    { message: 'A silence needs a resource, a filter or selectors', path: ['check_id'] },
  );
export type NotificationSilenceCreate = z.input<typeof NotificationSilenceCreateSchema>;

/** `POST /api/notification/summary`. */
export const NotificationSummaryRequestSchema = z.strictObject({
  search: z.string().optional(),
  includeDeletedResources: z.boolean().optional(),
  pageIndex: z.number().int().min(0).default(0),
  pageSize: z.number().int().min(1).default(1000),
  status: z.string().optional(),
  resourceType: z.string().optional(),
});
export type NotificationSummaryRequest = z.input<typeof NotificationSummaryRequestSchema>;
