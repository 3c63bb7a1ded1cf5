export {
  ACCESS_TOKEN_EXPIRIES,
  AccessTokenListResponseSchema,
  AccessTokenSchema,
  CreateAccessTokenRequestSchema,
  CreateAccessTokenResponseSchema,
  WhoamiPayloadSchema,
  WhoamiPermissionSchema,
  WhoamiResponseSchema,
} from './authSchemas';
export type {
  AccessToken,
  AccessTokenListResponse,
  CreateAccessTokenRequest,
  CreateAccessTokenResponse,
  WhoamiPayload,
  WhoamiPermission,
  WhoamiResponse,
} from './authSchemas';
