import type { PermissionSummary } from '@opsdeck/api';
import type { PermissionEditorMessages } from './permissionEditorMessages';

/** How a row reads in the table: subject and resource with their kind, and when it ends. Pure for tests. */

export function subjectOf(row: PermissionSummary, messages: PermissionEditorMessages): { name: string; kind: string } {
  if (row.person) return { name: row.person.name ?? row.person.email ?? row.person.id, kind: messages.subjectPerson };
  if (row.team) return { name: row.team.name ?? row.team.id, kind: messages.subjectTeam };
  if (row.notification) return { name: row.notification.name ?? row.notification.id, kind: messages.subjectNotification };
  if (row.group) return { name: row.group.name ?? row.group.id, kind: messages.subjectRole };
  const type = row.subject_type ?? '';
  const kind =
    type === 'person' ? messages.subjectPerson : type === 'team' ? messages.subjectTeam : type === 'notification' ? messages.subjectNotification : messages.subjectRole;
  return { name: row.subject ?? row.person_id ?? row.team_id ?? row.notification_id ?? '', kind };
}

export function resourceOf(row: PermissionSummary, messages: PermissionEditorMessages): { name: string; kind: string } {
  const ref = (value: { id: string; name?: string | null | undefined } | null | undefined, kind: string) =>
    value ? { name: value.name ?? value.id, kind } : null;
  return (
    ref(row.config_object, messages.scopeCatalog) ??
    ref(row.component_object, messages.scopeComponent) ??
    ref(row.connection_object, messages.scopeConnection) ??
    ref(row.playbook_object, messages.scopePlaybook) ??
    ref(row.check_object, messages.scopeCheck) ??
    (row.object
      ? { name: messages.objectLabel(row.object), kind: messages.scopeGlobal }
      : { name: row.config_id ?? row.component_id ?? row.connection_id ?? row.playbook_id ?? row.check_id ?? row.canary_id ?? '', kind: '' })
  );
}

export function createdByName(row: PermissionSummary): string {
  const by = row.created_by;
  if (!by) return '';
  return typeof by === 'string' ? by : (by.name ?? by.email ?? by.id);
}
