/** whoami and API tokens (spec 000 sections 3 and 7, spec 001 section 3.5, contract 4). */
import { z } from 'zod';
import { IdSchema, TimestampSchema } from '../common/commonSchemas';
import { PersonSchema } from '../people/peopleSchemas';
import { ResourceRuleSchema, TokenScopeEntrySchema } from '../permissions';

/** A permission as whoami lists it (Mission Control's policy shape). */
export const WhoamiPermissionSchema = z.looseObject({
  id: z.string().nullish(),
  subject: z.string().nullish(),
  object: z.string().nullish(),
  action: z.string().nullish(),
  deny: z.boolean().nullish(),
  condition: z.string().nullish(),
});
export type WhoamiPermission = z.infer<typeof WhoamiPermissionSchema>;

export const WhoamiPayloadSchema = z.looseObject({
  user: PersonSchema,
  roles: z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? []),
  permissions: z
    .array(WhoamiPermissionSchema)
    .nullish()
    .transform((value) => value ?? []),
  /**
   * Opsdeck's server lists the rows that name one resource (a connection, a playbook, a check...) here, so a client
   * can show what an allow on one resource grants and hide what a deny on it refuses. Absent from other backends.
   */
  resource_permissions: z
    .array(ResourceRuleSchema)
    .nullish()
    .transform((value) => value ?? []),
  hostname: z.string().nullish(),
});
export type WhoamiPayload = z.infer<typeof WhoamiPayloadSchema>;

/** `GET /api/auth/whoami` -> `{message: 'success', payload}`. */
export const WhoamiResponseSchema = z.looseObject({
  message: z.string().nullish(),
  payload: WhoamiPayloadSchema,
});
export type WhoamiResponse = z.infer<typeof WhoamiResponseSchema>;

/** The only expiry the token form offers. */
export const ACCESS_TOKEN_EXPIRIES = ['never'] as const;

/** `POST /api/auth/create_token`: only the scopes set to true are sent. */
export const CreateAccessTokenRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required'),
  expiry: z.enum(ACCESS_TOKEN_EXPIRIES).default('never'),
  scope: z.array(TokenScopeEntrySchema).default([]),
});
export type CreateAccessTokenRequest = z.input<typeof CreateAccessTokenRequestSchema>;

/** The token value is in `payload.token` and is shown once. */
export const CreateAccessTokenResponseSchema = z.looseObject({
  message: z.string().nullish(),
  payload: z.looseObject({ token: z.string().min(1) }),
});
export type CreateAccessTokenResponse = z.infer<typeof CreateAccessTokenResponseSchema>;

/** An entry of `GET /api/auth/tokens` (never the value). */
export const AccessTokenSchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  person_id: z.string().nullish(),
  scopes: z.array(z.unknown()).nullish(),
  expires_at: TimestampSchema,
  last_used_at: TimestampSchema,
  created_by: z.unknown().optional(),
  created_at: TimestampSchema,
});
export type AccessToken = z.infer<typeof AccessTokenSchema>;

export const AccessTokenListResponseSchema = z.looseObject({
  message: z.string().nullish(),
  payload: z
    .array(AccessTokenSchema)
    .nullish()
    .transform((value) => value ?? []),
});
export type AccessTokenListResponse = z.infer<typeof AccessTokenListResponseSchema>;
