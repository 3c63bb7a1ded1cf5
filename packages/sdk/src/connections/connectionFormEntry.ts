// `@opsdeck/sdk/connection-form`: the ConnectionForm widget (spec 001 sections 2.3 and 3.3), its API object and keys.
// The whole connection catalogue comes with it; the Permissions tab's editor loads lazily when opened.
export { ConnectionForm } from './ConnectionForm';
export type { ConnectionFormProps } from './ConnectionForm';
export type { ConnectionSavedAction } from './ConnectionDetails';
export { connectionsApiRef, createConnectionsApi } from './connectionsApi';
export type { ConnectionsApi, ConnectionTestAnswer } from './connectionsApi';
export { connectionKeys } from './connectionKeys';
export { defaultConnectionFormMessages } from './connectionFormMessages';
export type { ConnectionFormMessages } from './connectionFormMessages';
export { ConnectionTypeIcon } from './ConnectionTypeGrid';
