import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import {
  connectionFormProblems,
  connectionFormToPayload,
  type Connection,
  type ConnectionForm as ConnectionFormValuesShape,
  type ConnectionTypeDef,
} from '@opsdeck/api';
import { Button } from '@opsdeck/ui/button';
import { toast } from '@opsdeck/ui/toast';
import { useErrorMessage } from '../messages/requestMessages';
import { useOpsdeckQueryContext } from '../provider/useOpsdeckQuery';
import { ConnectionFields } from './ConnectionFields';
import type { ConnectionFormMessages } from './connectionFormMessages';
import { connectionKeys } from './connectionKeys';
import type { ConnectionsApi } from './connectionsApi';
import { ConnectionTypeIcon } from './ConnectionTypeGrid';
import type { TestResult } from './TestConnectionResults';
import * as styles from './ConnectionForm.css';

// The PermissionEditor (its table, pager, dialogs) loads only when the Permissions tab is opened.
const PermissionEditor = lazy(() => import('../permissions/PermissionEditor').then((m) => ({ default: m.PermissionEditor })));
const DeleteConnectionDialog = lazy(() => import('./DeleteConnectionDialog').then((m) => ({ default: m.DeleteConnectionDialog })));
const TestConnectionResults = lazy(() => import('./TestConnectionResults').then((m) => ({ default: m.TestConnectionResults })));

export type ConnectionSavedAction = 'created' | 'updated' | 'deleted';

export interface ConnectionDetailsProps {
  def: ConnectionTypeDef;
  api: ConnectionsApi;
  initial: ConnectionFormValuesShape;
  /**
   * Which version of the stored connection `initial` reflects (its updated_at). When it changes the form takes the new
   * values in place (fields the user is editing are kept) instead of remounting: a test started meanwhile keeps its result.
   */
  revision?: string | undefined;
  connection?: Connection | undefined;
  canWrite: boolean;
  messages: ConnectionFormMessages;
  onBack: () => void;
  onSaved?: ((connection: Connection | undefined, action: ConnectionSavedAction) => void) | undefined;
}

/**
 * The catalogue's rules as react-hook-form errors (nested: values.host). They are the rules the zod schema
 * (connectionFormSchema) is derived from, run without zod so that the widget stays within its size budget.
 */
function useResolver(type: string, messages: ConnectionFormMessages): Resolver<ConnectionFormValuesShape> {
  return (values) => {
    const problems = connectionFormProblems(type, values, messages);
    if (!problems.length) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const { path, message } of problems) {
      const [head, key] = path;
      const error = { type: 'validate', message };
      if (head === 'values' && key) {
        const nested = (errors.values ??= {}) as Record<string, unknown>;
        nested[key] ??= error;
      } else if (head) errors[head] ??= error;
    }
    return { values: {}, errors: errors as FieldErrors<ConnectionFormValuesShape> };
  };
}

export function ConnectionDetails({ def, api, initial, revision, connection, canWrite, messages, onBack, onSaved }: ConnectionDetailsProps) {
  const formId = useId();
  const tabsId = useId();
  const describe = useErrorMessage();
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const [tab, setTab] = useState<'edit' | 'permissions'>('edit');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<TestResult | null>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const managedBy = connection?.source && connection.source !== 'UI' ? connection.source : null;
  const editable = canWrite && !managedBy;
  const form = useForm<ConnectionFormValuesShape>({ defaultValues: initial, resolver: useResolver(def.type, messages), mode: 'onTouched' });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: connectionKeys.all(queryKeyRoot) });
  const seenRevision = useRef(revision);
  useEffect(() => {
    if (seenRevision.current === revision) return;
    seenRevision.current = revision;
    form.reset(initial, { keepDirtyValues: true });
  }, [revision, initial, form]);

  const save = useMutation(
    {
      mutationFn: (values: ConnectionFormValuesShape) => {
        const payload = connectionFormToPayload(def.type, values);
        return connection ? api.update(connection.id, payload) : api.create(payload);
      },
      onSuccess: async (saved, values) => {
        // What was saved is the new baseline; the stored version (secrets read back as '***') replaces it when it arrives.
        form.reset(values);
        toast.success(connection ? messages.updated : messages.added);
        setFailure(null);
        await invalidate();
        onSaved?.(saved, connection ? 'updated' : 'created');
      },
      // Every value stays as typed; the server's own words say what is wrong.
      onError: (error) => setFailure(describe(error)),
    },
    queryClient,
  );
  const remove = useMutation(
    {
      mutationFn: () => api.remove(connection!.id),
      onSuccess: async () => {
        setConfirming(false);
        toast.success(messages.deleted);
        await invalidate();
        onSaved?.(connection, 'deleted');
      },
      onError: (error) => {
        setConfirming(false);
        setFailure(describe(error));
      },
    },
    queryClient,
  );
  const test = useMutation(
    {
      mutationFn: () => api.test(connection!.id),
      onSuccess: (answer) => setResult(answer.message.startsWith('not tested') ? { kind: 'not-tested', message: answer.message } : { kind: 'ok', payload: answer.payload, message: answer.message }),
      onError: (error) => setResult({ kind: 'failed', message: describe(error) }),
    },
    queryClient,
  );

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tab === 'edit' ? 'permissions' : 'edit';
    setTab(next);
    tabRefs.current[next === 'edit' ? 0 : 1]?.focus();
  };

  const editPanel = (
    <form id={formId} className={styles.form} noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      {managedBy ? (
        <p className={styles.banner} role="note">
          {messages.readOnly(managedBy)}
        </p>
      ) : null}
      <ConnectionFields fields={def.fields} control={form.control} existing={Boolean(connection)} readOnly={!editable} messages={messages} />
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );

  return (
    <div className={styles.root}>
      <h2 className={styles.heading} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <ConnectionTypeIcon def={def} />
        {messages.detailsTitle(def.title)}
      </h2>
      {connection ? (
        <>
          <div role="tablist" className={styles.tabs} onKeyDown={onTabKey}>
            {(['edit', 'permissions'] as const).map((id, i) => (
              <button
                key={id}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${tabsId}-${id}`}
                aria-controls={`${tabsId}-${id}-panel`}
                aria-selected={tab === id}
                tabIndex={tab === id ? 0 : -1}
                className={styles.tab}
                onClick={() => setTab(id)}
              >
                {id === 'edit' ? messages.edit : messages.permissions}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${tabsId}-edit-panel`} aria-labelledby={`${tabsId}-edit`} hidden={tab !== 'edit'}>
            {editPanel}
          </div>
          <div role="tabpanel" id={`${tabsId}-permissions-panel`} aria-labelledby={`${tabsId}-permissions`} hidden={tab !== 'permissions'}>
            {tab === 'permissions' ? (
              <Suspense fallback={<p className={styles.hint}>{messages.loading}</p>}>
                <PermissionEditor connectionId={connection.id} />
              </Suspense>
            ) : null}
          </div>
        </>
      ) : (
        editPanel
      )}
      <div className={styles.footer}>
        <Button type="button" variant="secondary" onClick={onBack}>
          {messages.back}
        </Button>
        {connection && editable ? (
          <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
            {messages.delete}
          </Button>
        ) : null}
        <span className={styles.spacer} />
        {connection && canWrite ? (
          <Button type="button" variant="secondary" disabled={test.isPending} onClick={() => test.mutate()}>
            {test.isPending ? messages.testing : messages.testConnection}
          </Button>
        ) : null}
        {editable && tab === 'edit' ? (
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? messages.saving : connection ? messages.update : messages.save}
          </Button>
        ) : null}
      </div>
      {/* The two dialogs (and the modal they share) load when first opened: most visits open neither. */}
      <Suspense fallback={null}>
        {confirming ? (
          <DeleteConnectionDialog messages={messages} deleting={remove.isPending} onConfirm={() => remove.mutate()} onClose={() => setConfirming(false)} />
        ) : null}
        {result ? <TestConnectionResults result={result} messages={messages} onClose={() => setResult(null)} /> : null}
      </Suspense>
    </div>
  );
}
