/** People, teams and identities (spec 000 section 3, spec 001 section 3.4). */
import { z } from 'zod';
import { CreatedBySchema, IdSchema, JsonObjectSchema, TimestampSchema } from '../common/commonSchemas';

export const PersonSchema = z.looseObject({
  id: IdSchema,
  name: z.string().nullish(),
  email: z.string().nullish(),
  avatar: z.string().nullish(),
  type: z.string().nullish(),
  external_id: z.string().nullish(),
  properties: JsonObjectSchema.nullish(),
  roles: z.array(z.string()).nullish(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  deleted_at: TimestampSchema,
  last_login: TimestampSchema,
});
export type Person = z.infer<typeof PersonSchema>;

export const TeamSchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  icon: z.string().nullish(),
  spec: z.unknown().optional(),
  source: z.string().nullish(),
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  deleted_at: TimestampSchema,
});
export type Team = z.infer<typeof TeamSchema>;

export const TeamMemberSchema = z.looseObject({
  team_id: IdSchema,
  person_id: z.union([IdSchema, PersonSchema]),
  source: z.string().nullish(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const IdentitySchema = z.looseObject({
  id: IdSchema,
  state: z.string().nullish(),
  state_changed_at: TimestampSchema,
  traits: z.looseObject({
    email: z.string().nullish(),
    name: z.looseObject({ first: z.string().nullish(), last: z.string().nullish() }).nullish(),
  }),
  roles: z.array(z.string()).nullish(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Identity = z.infer<typeof IdentitySchema>;

/** `POST /api/auth/invite_user`. */
export const InviteUserSchema = z.strictObject({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  email: z.email('A valid e-mail address is required'),
  role: z.string().trim().min(1, 'Role is required'),
});
export type InviteUser = z.input<typeof InviteUserSchema>;

/** `POST /api/people/update`. */
export const PersonUpdateSchema = z.strictObject({
  id: IdSchema,
  name: z.string().trim().min(1).optional(),
  email: z.email().optional(),
  avatar: z.string().optional(),
  properties: JsonObjectSchema.optional(),
});
export type PersonUpdate = z.input<typeof PersonUpdateSchema>;

/** Adding members to a team: the team and the people (spec 001 section 7). */
export const TeamMembersAddSchema = z.strictObject({
  team_id: IdSchema,
  user_ids: z.array(IdSchema).min(1, 'Select at least one person'),
});
export type TeamMembersAdd = z.input<typeof TeamMembersAddSchema>;
