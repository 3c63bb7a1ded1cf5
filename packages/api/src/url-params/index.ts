export { UNSAFE_KEYS, createSafeRecord, isSafeKey, parseJsonParam, parseUrlParams, sanitizeJson } from './safeUrlParams';
export type { SafeRecord } from './safeUrlParams';
