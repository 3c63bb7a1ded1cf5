export {
  CONNECTION_TYPES,
  ConnectionCreateSchema,
  ConnectionSchema,
  ConnectionTestResultSchema,
  ConnectionUpdateSchema,
  NOTIFICATION_CONNECTION_TYPES,
  isNotificationConnectionType,
} from './connectionSchemas';
export type {
  Connection,
  ConnectionCreate,
  ConnectionTestResult,
  ConnectionType,
  ConnectionUpdate,
} from './connectionSchemas';
export { CONNECTION_CATALOG, connectionTypeDef, visibleConnectionTypes } from './connectionCatalog';
export {
  HOST_PATTERN,
  K8S_KEY,
  K8S_NAME,
  formatSecretValue,
  isSecretCapable,
  parseSecretValue,
  secretValueProblem,
} from './connectionFields';
export type {
  ConnectionFieldDef,
  ConnectionFormValues,
  ConnectionPayload,
  ConnectionTypeDef,
  FieldKind,
  FieldOption,
  FieldTarget,
  NotificationUrlCodec,
  SecretSource,
} from './connectionFields';
export {
  DEFAULT_NAMESPACE,
  connectionFormToPayload,
  connectionPayloadToForm,
  defaultConnectionValues,
  isFieldActive,
} from './connectionPayload';
export type { ConnectionForm } from './connectionPayload';
export { connectionFormSchema } from './connectionFormSchema';
export { connectionFormProblems, defaultConnectionValidationMessages } from './connectionFormRules';
export type { ConnectionFormProblem, ConnectionValidationMessages } from './connectionFormRules';
export { NOTIFICATION_URLS, PASSWORD_PLACEHOLDER, USERNAME_PLACEHOLDER, resolveConnectionUrl } from './notificationUrls';
