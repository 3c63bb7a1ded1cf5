export {
  ObjectSelectorSchema,
  PERMISSION_ACTIONS,
  PERMISSION_SUBJECT_TYPES,
  PermissionCreateSchema,
  PermissionRowSchema,
  PermissionSubjectSchema,
  PermissionSummarySchema,
  PermissionUpdateSchema,
} from './permissionSchemas';
export { PERMISSION_GLOBAL_OBJECTS, PERMISSION_TARGET_COLUMNS, permissionTargetProblem, permissionTargets } from './permissionTargets';
export type {
  ObjectSelector,
  PermissionCreate,
  PermissionRow,
  PermissionSubject,
  PermissionSubjectType,
  PermissionSummary,
  PermissionUpdate,
} from './permissionSchemas';
