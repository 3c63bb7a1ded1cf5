export { API_BASES, apiBaseUrl, resolveApiRoot, servicePath } from './apiBases';
export type { ApiBase, ApiMode } from './apiBases';
export { OpsdeckError, REQUEST_ERROR_MESSAGES, isAbortedError, isOpsdeckError, messageFromResponseBody } from './opsdeckError';
export type { OpsdeckErrorInit, OpsdeckErrorKind } from './opsdeckError';
export { appendQuery, isAbsoluteUrl, isSameOrigin, originOf } from './requestUrl';
export type { QueryParams, QueryScalar, QueryValue } from './requestUrl';
export { DEFAULT_HEADERS, DEFAULT_TIMEOUT_MS, createOpsdeckClient } from './createOpsdeckClient';
export type {
  OpsdeckClient,
  OpsdeckClientOptions,
  OpsdeckResponse,
  RequestOptions,
  TokenGetter,
} from './createOpsdeckClient';
