export {
  ROLES,
  RESOURCES,
  ROLE_PERMISSIONS,
  OBJECT_RESOURCES,
  accessOfAction,
  createAuthorizer,
  narrowAuthorizer,
  grantsOfPermission,
  isResource,
  resourcesOfObject,
} from './permissions';
export { RUN_CHECK_ACCESS, canRunCheck, canRunChecks } from './runChecks';
export {
  RESOURCE_COLUMNS,
  ResourceRules,
  isResourceColumn,
  accessOfResourceAction,
  allowCovers,
  areaGrantable,
  decideOnResource,
  denyCovers,
  withResourceRules,
} from './resourceRules';
export { ResourceRuleSchema } from './resourceRuleSchema';
export type {
  ResourceAction,
  ResourceAuthorizer,
  ResourceAuthorizerInput,
  ResourceColumn,
  ResourceDecider,
  ResourceDecision,
  ResourceRule,
  ResourceTarget,
} from './resourceRules';
export type {
  Role,
  Resource,
  Access,
  PermissionGrant,
  AuthorizerInput,
  Authorizer,
  ResourceGrant,
} from './permissions';
export {
  TOKEN_SCOPE_OBJECTS,
  TOKEN_SCOPE_ACTIONS,
  TOKEN_PRESETS,
  OBJECT_LEVELS,
  PLAYBOOK_LEVELS,
  MCP_LEVELS,
  TokenScopeEntrySchema,
  actionsOfLevel,
  levelOfFlags,
  mcpSetupFlags,
  presetFlags,
  scopeEntriesFromFlags,
  scopeFlag,
  tokenScopeGrants,
  withLevel,
} from './tokenScopes';
export type {
  TokenScopeObject,
  TokenPreset,
  ObjectLevel,
  PlaybookLevel,
  McpLevel,
  TokenScopeLevel,
  TokenScopeFlags,
  TokenScopeEntry,
  TokenGrant,
} from './tokenScopes';
