import { useQuery } from '@tanstack/react-query';
import { useOpsdeckQueryContext } from '../provider/useOpsdeckQuery';
import { GLOBAL_OBJECTS, actionsFor } from './permissionForm';
import type { PermissionEditorMessages } from './permissionEditorMessages';
import { permissionKeys } from './permissionKeys';
import type { PermissionsApi } from './permissionsApi';
import { SelectField } from './SelectField';

export interface PermissionFilterValues {
  /** A subject id (person, team, notification) or role name. */
  subject: string;
  /** `<column>=<PostgREST value>`: `object=eq.canaries`, `connection_id=not.is.null`. */
  resource: string;
  action: string;
}

export interface PermissionFiltersProps {
  value: PermissionFilterValues;
  onChange: (value: PermissionFilterValues) => void;
  /** The editor is scoped to one resource: no resource filter. */
  scoped: boolean;
  api: PermissionsApi;
  messages: PermissionEditorMessages;
}

const SUBJECT_GROUPS = [
  ['person', 'subjectPerson'],
  ['team', 'subjectTeam'],
  ['notification', 'subjectNotification'],
  ['role', 'subjectRole'],
] as const;

const RESOURCE_KINDS = [
  ['config_id', 'scopeCatalog'],
  ['component_id', 'scopeComponent'],
  ['connection_id', 'scopeConnection'],
  ['playbook_id', 'scopePlaybook'],
] as const;

/** Filters by subject, resource and action (contract 2(e): `subject=eq.`, `action=eq.`, the target columns). */
export function PermissionFilters({ value, onChange, scoped, api, messages }: PermissionFiltersProps) {
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const subjects = useQuery(
    {
      queryKey: permissionKeys.subjects(queryKeyRoot, 'all', ''),
      queryFn: async ({ signal }) => {
        const lists = await Promise.all(SUBJECT_GROUPS.map(([type]) => api.subjects(type, '', { signal })));
        return SUBJECT_GROUPS.map(([type, label], i) => ({ type, label, options: lists[i]! }));
      },
      staleTime: 60_000,
    },
    queryClient,
  );
  const set = (patch: Partial<PermissionFilterValues>) => onChange({ ...value, ...patch });
  return (
    <>
      <SelectField label={messages.filterSubject} value={value.subject} onChange={(event) => set({ subject: event.target.value })}>
          <option value="">{messages.filterAll}</option>
          {subjects.data?.map((group) => (
            <optgroup key={group.type} label={messages[group.label]}>
              {group.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </optgroup>
          ))}
      </SelectField>
      {scoped ? null : (
        <SelectField label={messages.filterResource} value={value.resource} onChange={(event) => set({ resource: event.target.value })}>
            <option value="">{messages.filterAll}</option>
            {RESOURCE_KINDS.map(([column, label]) => (
              <option key={column} value={`${column}=not.is.null`}>
                {messages[label]}
              </option>
            ))}
            <optgroup label={messages.scopeGlobal}>
              {GLOBAL_OBJECTS.map((object) => (
                <option key={object} value={`object=eq.${object}`}>
                  {messages.objectLabel(object)}
                </option>
              ))}
            </optgroup>
        </SelectField>
      )}
      <SelectField label={messages.filterAction} value={value.action} onChange={(event) => set({ action: event.target.value })}>
          <option value="">{messages.filterAll}</option>
          {actionsFor('playbook', '').map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
      </SelectField>
    </>
  );
}
