import { PERMISSION_GLOBAL_OBJECTS, permissionTargets, type PermissionSummary } from '@opsdeck/api';

/**
 * The editor's form model and its rules (spec 001 sections 4 and 6, contract 2(e)), pure so they are unit-tested
 * without rendering: one subject kind at a time, one resource scope at a time, and the payload that clears the rest.
 */

export type SubjectKind = 'team' | 'person' | 'notification' | 'role';
export type ScopeKind = 'catalog' | 'component' | 'connection' | 'playbook' | 'check' | 'global';

export const SUBJECT_KINDS: readonly SubjectKind[] = ['team', 'person', 'notification', 'role'];
/** The scopes the dialog offers; `check` only in the editor scoped to a check. */
export const SCOPE_KINDS: readonly ScopeKind[] = ['catalog', 'component', 'connection', 'playbook', 'global'];

/** The column a scope's id goes to. */
export const SCOPE_COLUMN = {
  catalog: 'config_id',
  component: 'component_id',
  connection: 'connection_id',
  playbook: 'playbook_id',
  check: 'check_id',
  global: 'object',
} as const satisfies Record<ScopeKind, string>;

/** Global objects of spec 001 section 6 (MCP is a token scope, not offered here). */
export const GLOBAL_OBJECTS: readonly string[] = PERMISSION_GLOBAL_OBJECTS.filter((o) => o !== 'mcp');

const COMMON_ACTIONS = ['read', 'update', 'create', 'delete', '*', 'create,read,update,delete'];
const PLAYBOOK_ACTIONS = ['playbook:run', 'playbook:approve'];

/** The actions selectable for a scope (spec 001 section 6): playbook actions only where playbooks are the target. */
export function actionsFor(scope: ScopeKind, object: string): string[] {
  return scope === 'playbook' || (scope === 'global' && object === 'playbooks') ? [...COMMON_ACTIONS, ...PLAYBOOK_ACTIONS] : COMMON_ACTIONS;
}

export interface PermissionFormValues {
  subjectKind: SubjectKind;
  /** One subject per kind; only the chosen kind's is kept. */
  team: string;
  person: string;
  notification: string;
  role: string;
  scope: ScopeKind;
  /** The chosen scope's id (or the global object's name). */
  target: string;
  action: string;
  deny: boolean;
  description: string;
  /** A `datetime-local` value, empty for no expiry. */
  until: string;
}

/** A fixed target: the editor scoped to one connection, playbook, config, component or check. */
export interface FixedScope {
  scope: ScopeKind;
  id: string;
}

const SUBJECT_OF_TYPE: Readonly<Record<string, SubjectKind>> = {
  team: 'team',
  person: 'person',
  notification: 'notification',
  group: 'role',
  role: 'role',
};

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** An instant as a `datetime-local` value in the browser's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function emptyValues(fixed?: FixedScope): PermissionFormValues {
  return {
    subjectKind: 'person',
    team: '',
    person: '',
    notification: '',
    role: '',
    scope: fixed?.scope ?? 'global',
    target: fixed?.id ?? '',
    action: '',
    deny: false,
    description: '',
    until: '',
  };
}

/** The form as it opens on an existing permission. */
export function valuesOf(row: PermissionSummary): PermissionFormValues {
  const values = emptyValues();
  const kind = SUBJECT_OF_TYPE[row.subject_type ?? ''] ?? (row.team_id ? 'team' : row.notification_id ? 'notification' : 'person');
  values.subjectKind = kind;
  values[kind] = row.subject || row.person_id || row.team_id || row.notification_id || '';
  const [column] = permissionTargets(row);
  const scope = (Object.keys(SCOPE_COLUMN) as ScopeKind[]).find((s) => SCOPE_COLUMN[s] === column);
  values.scope = scope ?? 'global';
  values.target = scope && column ? String(row[column] ?? '') : '';
  values.action = row.action;
  values.deny = row.deny;
  values.description = row.description ?? '';
  values.until = toLocalInput(row.until);
  return values;
}

/** Switching the subject kind clears the other kinds' subjects (spec 001 section 4). */
export function withSubjectKind(values: PermissionFormValues, kind: SubjectKind): PermissionFormValues {
  return { ...values, subjectKind: kind, team: '', person: '', notification: '', role: '', [kind]: values[kind] };
}

/** Switching the scope clears the ids, and an action the new scope does not offer (spec 001 section 4). */
export function withScope(values: PermissionFormValues, scope: ScopeKind): PermissionFormValues {
  if (scope === values.scope) return values;
  const action = actionsFor(scope, '').includes(values.action) ? values.action : '';
  return { ...values, scope, target: '', action };
}

export type PermissionFormErrors = Partial<Record<'subject' | 'target' | 'action' | 'until', string>>;

/** The fields still missing or wrong; empty when the form may be saved. */
export function validate(values: PermissionFormValues, required: string): PermissionFormErrors {
  const errors: PermissionFormErrors = {};
  if (!values[values.subjectKind].trim()) errors.subject = required;
  if (!values.target.trim()) errors.target = required;
  if (!values.action.trim()) errors.action = required;
  if (values.until && Number.isNaN(new Date(values.until).getTime())) errors.until = 'Not a valid date and time';
  return errors;
}

export type PermissionPayload = Record<string, string | boolean | null>;

/**
 * The row to POST or PATCH: the subject as `subject_type` + `subject` (the deprecated person_id, team_id and
 * notification_id emptied so an old value cannot keep granting), exactly one target (the others null), and `until`
 * as an instant.
 */
export function toPayload(values: PermissionFormValues, original?: PermissionSummary): PermissionPayload {
  const kind = values.subjectKind;
  const keepsGroup = kind === 'role' && original?.subject_type === 'group';
  const payload: PermissionPayload = {
    subject_type: kind === 'role' ? (keepsGroup ? 'group' : 'role') : kind,
    subject: values[kind].trim(),
    person_id: null,
    team_id: null,
    notification_id: null,
    action: values.action,
    deny: values.deny,
    description: values.description.trim() || null,
    until: values.until ? new Date(values.until).toISOString() : null,
  };
  for (const scope of Object.keys(SCOPE_COLUMN) as ScopeKind[]) payload[SCOPE_COLUMN[scope]] = null;
  payload.object_selector = null;
  payload.canary_id = null;
  payload[SCOPE_COLUMN[values.scope]] = values.target.trim();
  return payload;
}
