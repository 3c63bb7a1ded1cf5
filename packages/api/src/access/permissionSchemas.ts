/**
 * Permission rows (allow/deny) as the Permissions page lists and edits them (spec 001 sections 3.4, 4, 6;
 * contract 2(e)). Roles, resource areas and the authorizer are in ../permissions; these are the rows' shapes.
 */
import { z } from 'zod';
import { CreatedBySchema, IdSchema, TimestampSchema } from '../common/commonSchemas';
import { permissionTargetProblem } from './permissionTargets';

export const PERMISSION_ACTIONS = [
  'read',
  'update',
  'create',
  'delete',
  '*',
  'create,read,update,delete',
  'playbook:run',
  'playbook:approve',
  'playbook:*',
  'mcp:run',
  'mcp:use',
] as const;

export const PERMISSION_SUBJECT_TYPES = ['person', 'team', 'notification', 'group', 'role'] as const;
export type PermissionSubjectType = (typeof PERMISSION_SUBJECT_TYPES)[number];

const SelectorItemSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  namespace: z.string().optional(),
});

export const ObjectSelectorSchema = z.looseObject({
  playbooks: z.array(SelectorItemSchema).optional(),
  connections: z.array(SelectorItemSchema).optional(),
  configs: z.array(SelectorItemSchema).optional(),
  components: z.array(SelectorItemSchema).optional(),
  scopes: z.array(SelectorItemSchema).optional(),
  views: z.array(SelectorItemSchema).optional(),
});
export type ObjectSelector = z.infer<typeof ObjectSelectorSchema>;

const permissionColumns = {
  id: IdSchema,
  name: z.string().nullish(),
  namespace: z.string().nullish(),
  description: z.string().nullish(),
  action: z.string(),
  deny: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  object: z.string().nullish(),
  object_selector: ObjectSelectorSchema.nullish(),
  subject: z.string().nullish(),
  subject_type: z.string().nullish(),
  config_id: z.string().nullish(),
  component_id: z.string().nullish(),
  playbook_id: z.string().nullish(),
  canary_id: z.string().nullish(),
  check_id: z.string().nullish(),
  connection_id: z.string().nullish(),
  team_id: z.string().nullish(),
  person_id: z.string().nullish(),
  notification_id: z.string().nullish(),
  until: TimestampSchema,
  source: z
    .string()
    .nullish()
    .transform((value) => value ?? 'UI'),
  error: z.string().nullish(),
  tags: z.record(z.string(), z.unknown()).nullish(),
  agents: z.array(z.string()).nullish(),
  created_by: CreatedBySchema,
  updated_by: CreatedBySchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  deleted_at: TimestampSchema,
};

/** A `permissions` row. */
export const PermissionRowSchema = z.looseObject(permissionColumns);
export type PermissionRow = z.infer<typeof PermissionRowSchema>;

const RefSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  namespace: z.string().nullish(),
  icon: z.string().nullish(),
  type: z.string().nullish(),
  email: z.string().nullish(),
});

/** A `permissions_summary` row: the row plus the subject and target resolved for display. */
export const PermissionSummarySchema = z.looseObject({
  ...permissionColumns,
  person: RefSchema.nullish(),
  team: RefSchema.nullish(),
  group: RefSchema.nullish(),
  notification: RefSchema.nullish(),
  playbook: RefSchema.nullish(),
  canary: RefSchema.nullish(),
  scraper: RefSchema.nullish(),
  topology: RefSchema.nullish(),
  component_object: RefSchema.nullish(),
  config_object: RefSchema.nullish(),
  canary_object: RefSchema.nullish(),
  check_object: RefSchema.nullish(),
  playbook_object: RefSchema.nullish(),
  connection_object: RefSchema.nullish(),
});
export type PermissionSummary = z.infer<typeof PermissionSummarySchema>;

const permissionInput = {
  name: z.string().trim().min(1).optional(),
  namespace: z.string().optional(),
  description: z.string().optional(),
  action: z.string().trim().min(1, 'Action is required'),
  deny: z.boolean().default(false),
  object: z.string().optional(),
  object_selector: ObjectSelectorSchema.optional(),
  subject: z.string().trim().min(1).optional(),
  subject_type: z.enum(PERMISSION_SUBJECT_TYPES).optional(),
  config_id: IdSchema.optional(),
  component_id: IdSchema.optional(),
  playbook_id: IdSchema.optional(),
  canary_id: IdSchema.optional(),
  check_id: IdSchema.optional(),
  connection_id: IdSchema.optional(),
  team_id: IdSchema.optional(),
  person_id: IdSchema.optional(),
  notification_id: IdSchema.optional(),
  until: z.string().optional(),
  tags: z.record(z.string(), z.string()).optional(),
  agents: z.array(z.string()).optional(),
};

/** `POST /api/db/permissions`: one subject and exactly one target. */
export const PermissionCreateSchema = z
  .strictObject({ ...permissionInput, created_by: IdSchema.optional() })
  .superRefine((input, ctx) => {
    const problem = permissionTargetProblem(input);
    if (problem) ctx.addIssue({ code: 'custom', path: ['object'], message: problem });
    if (!input.subject && !input.person_id && !input.team_id && !input.notification_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['subject'],
        message: 'A permission needs a subject: a person, team, notification, group or role',
      });
    }
  });
export type PermissionCreate = z.input<typeof PermissionCreateSchema>;

/** `PATCH /api/db/permissions?id=eq.<id>`; `error: null` asks the server to re-evaluate it. */
export const PermissionUpdateSchema = z
  .strictObject(permissionInput)
  .partial()
  .extend({
    deny: z.boolean().optional(),
    error: z.null().optional(),
    updated_by: IdSchema.optional(),
  });
export type PermissionUpdate = z.input<typeof PermissionUpdateSchema>;

/** A `permission_subjects` row: who a permission can be given to. */
export const PermissionSubjectSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  type: z.string().nullish(),
  owner: z.string().nullish(),
  icon: z.string().nullish(),
});
export type PermissionSubject = z.infer<typeof PermissionSubjectSchema>;
