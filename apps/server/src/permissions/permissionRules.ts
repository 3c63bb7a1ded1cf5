import { permissionTargetProblem } from '@opsdeck/api';

/**
 * What is wrong with a permission row as it would be stored, in the words of @opsdeck/api's PermissionCreateSchema
 * (the editor shows the same), or null when it is sound: exactly one target, and a subject.
 */
export function permissionRowProblem(row: Record<string, unknown>): string | null {
  const targetProblem = permissionTargetProblem(row);
  if (targetProblem) return targetProblem;
  const hasSubject = (['subject', 'person_id', 'team_id', 'notification_id'] as const).some((column) => {
    const value = row[column];
    return typeof value === 'string' && value.trim() !== '';
  });
  if (!hasSubject) return 'A permission needs a subject: a person, team, notification, group or role';
  return null;
}

/** Where a permission comes from when it was not written in the UI: it is changed there, not here. */
export function isManagedElsewhere(source: unknown): source is string {
  return typeof source === 'string' && source !== '' && source !== 'UI';
}

/** The id of a `?id=eq.<id>` filter, the form the editor (and the contract) uses to change or delete one row. */
export function singleIdFilter(search: URLSearchParams): string | null {
  const ids = search.getAll('id');
  if (ids.length !== 1 || !ids[0]!.startsWith('eq.')) return null;
  const id = ids[0]!.slice(3);
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null;
}
