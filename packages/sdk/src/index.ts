// The provider, its hooks and the headless client. Widgets are subpath entries (`@opsdeck/sdk/<widget>`); test helpers
// are in `@opsdeck/sdk/testing`. Only named re-exports of @opsdeck/api: its schemas (zod) stay out of this entry.
export { OpsdeckProvider } from './provider/OpsdeckProvider';
export type { OpsdeckProviderProps } from './provider/OpsdeckProvider';
export type {
  OpsdeckMode,
  OpsdeckNavigate,
  OpsdeckNavigateOptions,
  OpsdeckFeatures,
  OpsdeckContextValue,
  OpsdeckDateTime,
} from './provider/opsdeckContext';
export { useFormatDateTime } from './provider/useFormatDateTime';
export { ApiHolder, opsdeckClientRef } from './provider/apiHolder';
export type { ApiPair, ApiPairs, ApiFactory } from './provider/apiHolder';
export { useApi } from './provider/useApi';
export { useOpsdeckClient } from './provider/useOpsdeckClient';
export { useOpsdeckQueryContext } from './provider/useOpsdeckQuery';
export { opsdeckKeys, isUnderRoot } from './provider/opsdeckKeys';
export type { OpsdeckQueryKeyRoot } from './provider/opsdeckKeys';
export {
  LIST_CACHE_TIME_MS,
  CHECK_HISTORY_STALE_TIME_MS,
  listQueryOptions,
  listQueryOptionsFor,
  retryTransient,
  isTransientError,
} from './provider/queryDefaults';
export { themeOverrideStyle } from './provider/themeOverrides';
export type { OpsdeckThemeOverrides } from './provider/themeOverrides';
export type { OpsdeckErrorContext, OpsdeckErrorHandler } from './provider/useErrorReporting';
export { useWhoami } from './auth/useWhoami';
export { useAuthorizer } from './auth/useAuthorizer';
export type { AuthorizerState } from './auth/useAuthorizer';
export { useResourceAuthorizer } from './auth/useResourceAuthorizer';
export type { ResourceAuthorizerState } from './auth/useResourceAuthorizer';
export { Can } from './auth/Can';
export type { CanProps } from './auth/Can';
export { authApiRef, createAuthApi, readWhoami } from './auth/authApi';
export type { AuthApi, Whoami, WhoamiUser } from './auth/authApi';
export { useFeatureFlags } from './feature-flags/useFeatureFlags';
export type { FeatureFlags } from './feature-flags/useFeatureFlags';
export { propertiesApiRef, createPropertiesApi, readProperties } from './feature-flags/propertiesApi';
export type { PropertiesApi, PropertyItem } from './feature-flags/propertiesApi';
export { useOpsdeckMode } from './navigation/useOpsdeckMode';
export { useOpsdeckNavigate } from './navigation/useOpsdeckNavigate';
export { OpsdeckLink } from './navigation/OpsdeckLink';
export type { OpsdeckLinkProps } from './navigation/OpsdeckLink';
export { defaultRequestMessages, describeError, useErrorMessage } from './messages/requestMessages';
export type { RequestMessages } from './messages/requestMessages';
export type { OpsdeckMessages } from './messages/opsdeckMessages';

// The same API without React (TanStack's core/adapter split): build a client for scripts, workers or other frameworks.
export { createOpsdeckClient, createApiRef, OpsdeckError, isOpsdeckError, isAbortedError } from '@opsdeck/api';
export type {
  OpsdeckClient,
  OpsdeckClientOptions,
  OpsdeckErrorKind,
  ApiRef,
  Access,
  Resource,
  Authorizer,
  TokenGetter,
} from '@opsdeck/api';

// Widget state in the host's URL (or in memory, or in window.location without a router).
export { useUrlParams, useWindowUrlState, applyUrlParamsPatch } from './url-state/urlState';
export type { UrlStateAdapter, UrlParams, UrlParamsPatch } from './url-state/urlState';
