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
