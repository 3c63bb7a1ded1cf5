import { useMessages } from '@opsdeck/ui/messages';
import { defaultConnectionValidationMessages, type ConnectionValidationMessages } from '@opsdeck/api';

/**
 * Every string of the ConnectionForm (messages group `connectionForm`): override through the widget's `messages` prop
 * or the provider's `messages={{ connectionForm: { ... } }}`. The spec's and the original's strings are kept verbatim.
 */
export interface ConnectionFormMessages extends ConnectionValidationMessages {
  selectType: string;
  search: string;
  filterLabel: string;
  filterAll: string;
  filterConnections: string;
  filterNotifications: string;
  noTypes: string;
  detailsTitle: (title: string) => string;
  name: string;
  namespace: string;
  edit: string;
  permissions: string;
  back: string;
  delete: string;
  save: string;
  update: string;
  saving: string;
  testConnection: string;
  testing: string;
  testResults: string;
  testSuccessful: string;
  testFailed: string;
  testNotRun: string;
  close: string;
  cancel: string;
  confirmDelete: string;
  added: string;
  updated: string;
  deleted: string;
  readOnly: (source: string) => string;
  loading: string;
  loadError: string;
  notFound: string;
  unknownType: (type: string) => string;
  secretSource: string;
  secretStatic: string;
  secretFromSecret: string;
  secretFromConfigMap: string;
  secretName: string;
  secretKey: string;
  help: string;
}

export const defaultConnectionFormMessages: ConnectionFormMessages = {
  ...defaultConnectionValidationMessages,
  selectType: 'Select Connection Type',
  search: 'Search',
  filterLabel: 'Show',
  filterAll: 'All',
  filterConnections: 'Connections',
  filterNotifications: 'Notifications',
  noTypes: 'No connection type matches',
  detailsTitle: (title) => `${title} Connection Details`,
  name: 'Name',
  namespace: 'Namespace',
  edit: 'Edit',
  permissions: 'Permissions',
  back: 'Back',
  delete: 'Delete',
  save: 'Save',
  update: 'Update',
  saving: 'Saving...',
  testConnection: 'Test Connection',
  testing: 'Testing...',
  testResults: 'Test Connection Results',
  testSuccessful: 'Connection successful',
  testFailed: 'Connection failed',
  testNotRun: 'Connection not tested',
  close: 'Close',
  cancel: 'Cancel',
  confirmDelete: 'Are you sure you want to delete this resource?',
  added: 'Connection added successfully',
  updated: 'Connection updated successfully',
  deleted: 'Connection deleted successfully',
  readOnly: (source) =>
    `Read-Only Mode: This resource is managed by ${source === 'KubernetesCRD' ? 'Kubernetes CRD' : source} and cannot be edited from the UI.`,
  loading: 'Loading connection',
  loadError: 'The connection could not be loaded',
  notFound: 'Connection not found',
  unknownType: (type) => `Connections of type '${type}' have no form here`,
  secretSource: 'Value from',
  secretStatic: 'Static',
  secretFromSecret: 'Secret',
  secretFromConfigMap: 'ConfigMap',
  secretName: 'Name',
  secretKey: 'Key',
  help: 'Help',
};

export function useConnectionFormMessages(overrides?: Partial<ConnectionFormMessages>): ConnectionFormMessages {
  return useMessages('connectionForm', defaultConnectionFormMessages, overrides);
}
