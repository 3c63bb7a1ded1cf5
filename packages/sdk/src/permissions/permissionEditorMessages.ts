/**
 * Every string of the PermissionEditor (messages group `permissionEditor`): override through the widget's `messages`
 * prop or the provider's `messages={{ permissionEditor: { ... } }}`. The spec's texts (spec 001 sections 2.7, 4, 8)
 * are kept verbatim.
 */
export interface PermissionEditorMessages {
  addPermission: string;
  editPermission: string;
  help: string;
  /** Accessible name of the table. */
  tableLabel: string;
  noData: string;
  loadError: string;
  retry: string;
  columnSubject: string;
  columnResource: string;
  columnAction: string;
  columnEffect: string;
  columnDescription: string;
  columnUntil: string;
  columnCreatedBy: string;
  columnUpdated: string;
  allow: string;
  deny: string;
  sortBy: (column: string) => string;
  filterSubject: string;
  filterResource: string;
  filterAction: string;
  filterAll: string;
  previousPage: string;
  nextPage: string;
  pageOf: (page: number, pageCount: number, total: number) => string;
  rowsPerPage: string;
  // Dialog
  subject: string;
  subjectTeam: string;
  subjectPerson: string;
  subjectNotification: string;
  subjectRole: string;
  resource: string;
  scopeCatalog: string;
  scopeComponent: string;
  scopeConnection: string;
  scopePlaybook: string;
  scopeCheck: string;
  scopeGlobal: string;
  object: string;
  search: string;
  select: string;
  action: string;
  denyLabel: string;
  description: string;
  until: string;
  untilHint: string;
  required: string;
  cancel: string;
  close: string;
  save: string;
  saving: string;
  delete: string;
  managedBy: (source: string) => string;
  viewOrigin: string;
  confirmDelete: string;
  confirmDeleteTitle: string;
  confirm: string;
  added: string;
  updated: string;
  deleted: string;
  /** The label of a global object (spec 001 section 6), by its name. */
  objectLabel: (object: string) => string;
}

const OBJECT_LABELS: Readonly<Record<string, string>> = {
  canaries: 'Canaries',
  catalog: 'Catalog',
  incident: 'Incident',
  people: 'People',
  topology: 'Topology',
  playbooks: 'Playbooks',
  connection: 'Connection',
  'connection-detail': 'Connection Detail',
  'agent-push': 'Agent Push',
  'kubernetes-proxy': 'Kubernetes Proxy',
  notification: 'Notification',
  rbac: 'RBAC',
  logs: 'Logs',
  agent: 'Agent',
  artifact: 'Artifact',
};

export const defaultPermissionEditorMessages: PermissionEditorMessages = {
  addPermission: 'Add Permission',
  editPermission: 'Edit Permission',
  help: 'Help',
  tableLabel: 'Permissions',
  noData: 'No data available',
  loadError: 'The permissions could not be loaded',
  retry: 'Retry',
  columnSubject: 'Subject',
  columnResource: 'Resource',
  columnAction: 'Action',
  columnEffect: 'Effect',
  columnDescription: 'Description',
  columnUntil: 'Until',
  columnCreatedBy: 'Created By',
  columnUpdated: 'Updated',
  allow: 'Allow',
  deny: 'Deny',
  sortBy: (column) => `Sort by ${column}`,
  filterSubject: 'Subject',
  filterResource: 'Resource',
  filterAction: 'Action',
  filterAll: 'All',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page, pageCount, total) => `Page ${page} of ${pageCount} (${total})`,
  rowsPerPage: 'Rows per page',
  subject: 'Subject',
  subjectTeam: 'Team',
  subjectPerson: 'Person',
  subjectNotification: 'Notification',
  subjectRole: 'Group / Role',
  resource: 'Resource',
  scopeCatalog: 'Catalog',
  scopeComponent: 'Component',
  scopeConnection: 'Connection',
  scopePlaybook: 'Playbook',
  scopeCheck: 'Check',
  scopeGlobal: 'Global',
  object: 'Object',
  search: 'Search',
  select: 'Select...',
  action: 'Action',
  denyLabel: 'Deny',
  description: 'Description',
  until: 'Until',
  untilHint: 'Leave empty for a permission that does not expire',
  required: 'This field is required',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  saving: 'Saving...',
  delete: 'Delete',
  managedBy: (source) => `This permission is managed by ${source} and cannot be changed here.`,
  viewOrigin: 'View its origin',
  confirmDelete: 'Are you sure you want to delete the permission?',
  confirmDeleteTitle: 'Delete Permission',
  confirm: 'Delete',
  added: 'Permission added',
  updated: 'Permission updated',
  deleted: 'Permission deleted',
  objectLabel: (object) => OBJECT_LABELS[object] ?? object,
};
