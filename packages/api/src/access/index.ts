export {
  ObjectSelectorSchema,
  PERMISSION_ACTIONS,
  PERMISSION_GLOBAL_OBJECTS,
  PERMISSION_SUBJECT_TYPES,
  PERMISSION_TARGET_COLUMNS,
  PermissionCreateSchema,
  PermissionRowSchema,
  PermissionSubjectSchema,
  PermissionSummarySchema,
  PermissionUpdateSchema,
  permissionTargets,
} from './permissionSchemas';
export type {
  ObjectSelector,
  PermissionCreate,
  PermissionRow,
  PermissionSubject,
  PermissionSubjectType,
  PermissionSummary,
  PermissionUpdate,
} from './permissionSchemas';
