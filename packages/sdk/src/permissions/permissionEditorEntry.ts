// `@opsdeck/sdk/permission-editor`: the PermissionEditor widget (spec 001 section 2.7), its API object and keys.
export { PermissionEditor, PERMISSION_PAGE_SIZES } from './PermissionEditor';
export type { PermissionEditorProps } from './PermissionEditor';
export { permissionsApiRef, createPermissionsApi } from './permissionsApi';
export type { PermissionsApi, PermissionListQuery, PermissionPage, PermissionOption, PermissionSortColumn } from './permissionsApi';
export { permissionKeys } from './permissionKeys';
export { defaultPermissionEditorMessages } from './permissionEditorMessages';
export type { PermissionEditorMessages } from './permissionEditorMessages';
export { actionsFor, toPayload, validate, GLOBAL_OBJECTS } from './permissionForm';
export type { PermissionFormValues, PermissionPayload, ScopeKind, SubjectKind } from './permissionForm';
