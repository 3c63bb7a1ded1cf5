import { useId, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PermissionSummary } from '@opsdeck/api';
import { Button } from '@opsdeck/ui/button';
import { TextInput } from '@opsdeck/ui/text-input';
import { Textarea } from '@opsdeck/ui/textarea';
import { toast } from '@opsdeck/ui/toast';
import { useErrorMessage } from '../messages/requestMessages';
import { OpsdeckLink } from '../navigation/OpsdeckLink';
import { useOpsdeckQueryContext } from '../provider/useOpsdeckQuery';
import { ModalDialog } from '../modal/ModalDialog';
import { OptionPicker } from './OptionPicker';
import { SelectField } from './SelectField';
import {
  GLOBAL_OBJECTS,
  SCOPE_KINDS,
  SUBJECT_KINDS,
  actionsFor,
  emptyValues,
  toPayload,
  validate,
  valuesOf,
  withScope,
  withSubjectKind,
  type FixedScope,
  type PermissionFormValues,
  type ScopeKind,
  type SubjectKind,
} from './permissionForm';
import type { PermissionEditorMessages } from './permissionEditorMessages';
import { permissionKeys } from './permissionKeys';
import type { PermissionOption, PermissionsApi } from './permissionsApi';
import * as styles from './PermissionEditor.css';

/** The reference page the dialog's help link opens (spec 001 section 2.7). */
export const PERMISSIONS_HELP_HREF = '/reference/permissions';

export interface PermissionDialogProps {
  api: PermissionsApi;
  /** The permission to edit; absent to add one. */
  permission?: PermissionSummary | undefined;
  fixedScope?: FixedScope | undefined;
  /** False: the dialog only shows the permission (no write on permissions, or a public embed). */
  canWrite: boolean;
  originHref: (permission: PermissionSummary) => string | null;
  messages: PermissionEditorMessages;
  onClose: () => void;
}

const SUBJECT_TYPE: Readonly<Record<SubjectKind, string>> = { team: 'team', person: 'person', notification: 'notification', role: 'role' };
const SUBJECT_LABEL = { team: 'subjectTeam', person: 'subjectPerson', notification: 'subjectNotification', role: 'subjectRole' } as const;
const SCOPE_LABEL = {
  catalog: 'scopeCatalog',
  component: 'scopeComponent',
  connection: 'scopeConnection',
  playbook: 'scopePlaybook',
  check: 'scopeCheck',
  global: 'scopeGlobal',
} as const;

/** The current subject and target of a permission with their display names, for pickers that have not loaded them. */
function currentOptions(permission: PermissionSummary | undefined): { subject: PermissionOption | null; target: PermissionOption | null } {
  if (!permission) return { subject: null, target: null };
  const ref = permission.person ?? permission.team ?? permission.notification ?? permission.group ?? null;
  const target =
    permission.config_object ?? permission.component_object ?? permission.connection_object ?? permission.playbook_object ?? permission.check_object ?? null;
  return {
    subject: ref ? { id: ref.id, name: ref.name ?? ref.id } : null,
    target: target ? { id: target.id, name: target.name ?? target.id } : null,
  };
}

export function PermissionDialog({ api, permission, fixedScope, canWrite, originHref, messages, onClose }: PermissionDialogProps) {
  const formId = useId();
  const describe = useErrorMessage();
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const managedBy = permission && permission.source !== 'UI' ? permission.source : null;
  const editable = canWrite && !managedBy;

  const resolver: Resolver<PermissionFormValues> = (values) => {
    const found = validate(values, messages.required);
    const errors: FieldErrors<PermissionFormValues> = {};
    if (found.subject) errors[values.subjectKind] = { type: 'required', message: found.subject };
    if (found.target) errors.target = { type: 'required', message: found.target };
    if (found.action) errors.action = { type: 'required', message: found.action };
    if (found.until) errors.until = { type: 'validate', message: found.until };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const form = useForm<PermissionFormValues>({
    defaultValues: permission ? valuesOf(permission) : emptyValues(fixedScope),
    resolver,
    mode: 'onTouched',
  });
  const { register, watch, getValues, reset, handleSubmit, formState } = form;
  const values = watch();
  const errorOf = (name: keyof PermissionFormValues) => formState.errors[name]?.message;
  const current = currentOptions(permission);
  // The scoped editor's fixed target, by name rather than id.
  const fixedTarget = useQuery({
    queryKey: permissionKeys.resource(queryKeyRoot, fixedScope?.scope ?? '', fixedScope?.id ?? ''),
    queryFn: ({ signal }) => api.resource(fixedScope!.scope as Exclude<ScopeKind, 'global'>, fixedScope!.id, { signal }),
    enabled: Boolean(fixedScope && fixedScope.scope !== 'global' && !current.target),
  }, queryClient);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: permissionKeys.all(queryKeyRoot) });

  const save = useMutation(
    {
      mutationFn: (next: PermissionFormValues) =>
        permission ? api.update(permission.id, toPayload(next, permission)) : api.create(toPayload(next)),
      onSuccess: async () => {
        toast.success(permission ? messages.updated : messages.added);
        await invalidate();
        onClose();
      },
      // The dialog stays open with every value as typed, and says what the server said.
      onError: (error) => setFailure(describe(error)),
    },
    queryClient,
  );
  const remove = useMutation(
    {
      mutationFn: () => api.remove(permission!.id),
      onSuccess: async () => {
        toast.success(messages.deleted);
        await invalidate();
        onClose();
      },
      onError: (error) => {
        setConfirming(false);
        setFailure(describe(error));
      },
    },
    queryClient,
  );

  const switchTo = (next: PermissionFormValues) => reset(next, { keepErrors: false, keepTouched: true });
  const busy = save.isPending || remove.isPending;
  const origin = permission && managedBy ? originHref(permission) : null;
  const scopes: readonly ScopeKind[] = fixedScope ? [fixedScope.scope] : SCOPE_KINDS;
  const actions = actionsFor(values.scope, values.target);
  if (values.action && !actions.includes(values.action)) actions.push(values.action);

  const footer = (
    <>
      {editable && permission ? (
        <Button type="button" variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
          {messages.delete}
        </Button>
      ) : null}
      <span className={styles.grow} />
      <Button type="button" variant="secondary" onClick={onClose}>
        {editable ? messages.cancel : messages.close}
      </Button>
      {editable ? (
        <Button type="submit" form={formId} loading={save.isPending} disabled={busy}>
          {save.isPending ? messages.saving : messages.save}
        </Button>
      ) : null}
    </>
  );

  return (
    <ModalDialog
      title={permission ? messages.editPermission : messages.addPermission}
      headerExtra={
        <a className={styles.link} href={PERMISSIONS_HELP_HREF} target="_blank" rel="noopener noreferrer">
          {messages.help}
        </a>
      }
      footer={footer}
      onClose={onClose}
    >
      {managedBy ? (
        <p className={styles.banner} role="note">
          {messages.managedBy(managedBy)}{' '}
          {origin ? (
            <OpsdeckLink className={styles.link} to={origin}>
              {messages.viewOrigin}
            </OpsdeckLink>
          ) : null}
        </p>
      ) : null}
      <form
        id={formId}
        noValidate
        onSubmit={handleSubmit((next) => {
          setFailure(null);
          save.mutate(next);
        })}
      >
        <fieldset className={styles.fieldset} disabled={!editable || busy}>
          <fieldset className={styles.group}>
            <legend className={styles.label}>{messages.subject}</legend>
            <div className={styles.radios}>
              {SUBJECT_KINDS.map((kind) => (
                <label key={kind} className={styles.choice}>
                  <input
                    type="radio"
                    name="subjectKind"
                    value={kind}
                    checked={values.subjectKind === kind}
                    onChange={() => switchTo(withSubjectKind(getValues(), kind))}
                  />
                  {messages[SUBJECT_LABEL[kind]]}
                </label>
              ))}
            </div>
            <OptionPicker
              key={values.subjectKind}
              {...register(values.subjectKind)}
              value={values[values.subjectKind]}
              label={messages[SUBJECT_LABEL[values.subjectKind]]}
              searchLabel={messages.search}
              placeholder={messages.select}
              queryKey={permissionKeys.subjects(queryKeyRoot, SUBJECT_TYPE[values.subjectKind], '')}
              load={(search, signal) => api.subjects(SUBJECT_TYPE[values.subjectKind], search, { signal })}
              currentOption={current.subject}
              error={errorOf(values.subjectKind)}
              disabled={!editable}
            />
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.label}>{messages.resource}</legend>
            {fixedScope ? null : (
              <div className={styles.radios}>
                {scopes.map((scope) => (
                  <label key={scope} className={styles.choice}>
                    <input
                      type="radio"
                      name="scope"
                      value={scope}
                      checked={values.scope === scope}
                      onChange={() => switchTo(withScope(getValues(), scope))}
                    />
                    {messages[SCOPE_LABEL[scope]]}
                  </label>
                ))}
              </div>
            )}
            {values.scope === 'global' ? (
              <SelectField {...register('target')} label={messages.object} error={errorOf('target')}>
                <option value="">{messages.select}</option>
                {GLOBAL_OBJECTS.map((object) => (
                  <option key={object} value={object}>
                    {messages.objectLabel(object)}
                  </option>
                ))}
              </SelectField>
            ) : fixedScope ? (
              <p className={styles.hint}>
                {messages[SCOPE_LABEL[fixedScope.scope]]}: {current.target?.name ?? fixedTarget.data?.name ?? fixedScope.id}
              </p>
            ) : (
              <OptionPicker
                key={values.scope}
                {...register('target')}
                value={values.target}
                label={messages[SCOPE_LABEL[values.scope]]}
                searchLabel={messages.search}
                placeholder={messages.select}
                queryKey={permissionKeys.resources(queryKeyRoot, values.scope, '')}
                load={(search, signal) => api.resources(values.scope as Exclude<ScopeKind, 'global'>, search, { signal })}
                currentOption={current.target}
                error={errorOf('target')}
                disabled={!editable}
              />
            )}
          </fieldset>

          <SelectField {...register('action')} label={messages.action} error={errorOf('action')}>
            <option value="">{messages.select}</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </SelectField>

          <label className={styles.choice}>
            <input type="checkbox" {...register('deny')} />
            {messages.denyLabel}
          </label>

          <Textarea label={messages.description} rows={2} {...register('description')} />
          <TextInput type="datetime-local" label={messages.until} description={messages.untilHint} error={errorOf('until')} {...register('until')} />
        </fieldset>
      </form>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      {confirming ? (
        <ModalDialog
          alert
          size="sm"
          title={messages.confirmDeleteTitle}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <span className={styles.grow} />
              <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
                {messages.cancel}
              </Button>
              <Button type="button" variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
                {messages.confirm}
              </Button>
            </>
          }
        >
          <p style={{ margin: 0 }}>{messages.confirmDelete}</p>
        </ModalDialog>
      ) : null}
    </ModalDialog>
  );
}
