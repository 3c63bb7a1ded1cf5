/**
 * The zod-free part of the permission rules (spec 001 section 6, contract 2(e)): the global objects, the target
 * columns and the one-target rule. Kept apart from permissionSchemas.ts so a widget can use them without pulling
 * zod into its bundle.
 */

/** The objects a permission can name instead of one resource (spec 001 section 6, contract 2(e)). */
export const PERMISSION_GLOBAL_OBJECTS = [
  'canaries',
  'catalog',
  'incident',
  'people',
  'topology',
  'playbooks',
  'connection',
  'connection-detail',
  'agent-push',
  'kubernetes-proxy',
  'notification',
  'rbac',
  'logs',
  'agent',
  'artifact',
  'mcp',
] as const;

/** The columns a permission may target; exactly one target per row (duty's check constraint). */
export const PERMISSION_TARGET_COLUMNS = [
  'object',
  'object_selector',
  'config_id',
  'component_id',
  'playbook_id',
  'canary_id',
  'check_id',
  'connection_id',
] as const;

type TargetInput = Partial<Record<(typeof PERMISSION_TARGET_COLUMNS)[number], unknown>>;

/** The targets a payload sets; an empty object name does not count (as in the database constraint). */
export function permissionTargets(input: TargetInput): string[] {
  return PERMISSION_TARGET_COLUMNS.filter((column) => {
    const value = input[column];
    return value !== undefined && value !== null && value !== '';
  });
}

/** What is wrong with the targets of a row, in the words the server answers and the editor shows; null if sound. */
export function permissionTargetProblem(input: TargetInput): string | null {
  const targets = permissionTargets(input);
  if (targets.length === 0) return `A permission needs one target: ${PERMISSION_TARGET_COLUMNS.join(', ')}`;
  if (targets.length > 1) return `A permission has exactly one target, got ${targets.join(' and ')}`;
  return null;
}
