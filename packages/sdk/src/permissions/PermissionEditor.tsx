'use client';
import { Suspense, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PermissionSummary } from '@opsdeck/api';
import { Button } from '@opsdeck/ui/button';
import { useMessages } from '@opsdeck/ui/messages';
import { useAuthorizer } from '../auth/useAuthorizer';
import { useErrorMessage } from '../messages/requestMessages';
import { useOpsdeckMode } from '../navigation/useOpsdeckMode';
import { useApi } from '../provider/useApi';
import { useOpsdeckQueryContext } from '../provider/useOpsdeckQuery';
import { lazyPart, LazyPartBoundary } from '../time-range/lazyPart';
import { PermissionFilters, type PermissionFilterValues } from './PermissionFilters';
import { PermissionTable } from './PermissionTable';
import { defaultPermissionEditorMessages, type PermissionEditorMessages } from './permissionEditorMessages';
import type { FixedScope } from './permissionForm';
import { permissionKeys } from './permissionKeys';
import { createPermissionsApi, permissionsApiRef, type PermissionListQuery, type PermissionSortColumn } from './permissionsApi';
import * as styles from './PermissionEditor.css';

export const PERMISSION_PAGE_SIZES = [25, 50, 100] as const;

// The dialog (the form, react-hook-form and the pickers) is a separate chunk fetched when a permission is first
// opened, or earlier on hover and focus of what opens it: listing permissions does not pay for editing them.
const dialog = lazyPart(() => import('./PermissionDialog').then((module) => module.PermissionDialog));

export interface PermissionEditorProps {
  /** Only the permissions of this connection; new ones target it (the ConnectionForm's 'Permissions' tab). */
  connectionId?: string;
  playbookId?: string;
  /** A catalog item. */
  configId?: string;
  componentId?: string;
  checkId?: string;
  /** Rows per page (default 50). */
  defaultPageSize?: number;
  /**
   * Where a permission another source owns (a Kubernetes CRD, a config file) comes from. Default: the catalog item
   * of its name for a Kubernetes CRD, nothing otherwise.
   */
  originHref?: (permission: PermissionSummary) => string | null;
  /** Shown beside 'Add Permission' (a host's own actions). */
  toolbarExtra?: ReactNode;
  messages?: Partial<PermissionEditorMessages>;
  className?: string;
}

function defaultOriginHref(permission: PermissionSummary): string | null {
  if (permission.source !== 'KubernetesCRD' || !permission.name) return null;
  return `/catalog?name=${encodeURIComponent(permission.name)}`;
}

/** The scoped variant's target, if any (the first given wins). */
function fixedScopeOf(props: PermissionEditorProps): FixedScope | undefined {
  if (props.connectionId) return { scope: 'connection', id: props.connectionId };
  if (props.playbookId) return { scope: 'playbook', id: props.playbookId };
  if (props.configId) return { scope: 'catalog', id: props.configId };
  if (props.componentId) return { scope: 'component', id: props.componentId };
  if (props.checkId) return { scope: 'check', id: props.checkId };
  return undefined;
}

const SCOPE_FILTER_COLUMN = { connection: 'connection_id', playbook: 'playbook_id', catalog: 'config_id', component: 'component_id', check: 'check_id' } as const;

/**
 * The permissions table of spec 001 section 2.7 (contract 2(e)): a server-paged list of allow and deny rules with
 * filters by subject, resource and action and sortable columns, 'Add Permission' for those who may write
 * permissions, and the Add / Edit dialog. Scoped variants (`connectionId`, `playbookId`, `configId`, `componentId`,
 * `checkId`) list and create only that resource's permissions.
 */
export function PermissionEditor(props: PermissionEditorProps) {
  const messages = useMessages('permissionEditor', defaultPermissionEditorMessages, props.messages);
  const api = useApi(permissionsApiRef, createPermissionsApi);
  const mode = useOpsdeckMode();
  const authorizer = useAuthorizer();
  const describe = useErrorMessage();
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const fixedScope = fixedScopeOf(props);

  const [filters, setFilters] = useState<PermissionFilterValues>({ subject: '', resource: '', action: '' });
  const [sort, setSort] = useState<PermissionListQuery['sort']>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(props.defaultPageSize ?? 50);
  // undefined: closed; null: adding; a row: editing (or viewing) it.
  const [open, setOpen] = useState<PermissionSummary | null | undefined>(undefined);

  const canWrite = mode === 'app' && authorizer.can('permissions', 'write');
  const columnFilters: Record<string, string> = {};
  if (fixedScope) columnFilters[SCOPE_FILTER_COLUMN[fixedScope.scope as keyof typeof SCOPE_FILTER_COLUMN]] = fixedScope.id;
  if (filters.subject) columnFilters.subject = filters.subject;
  if (filters.action) columnFilters.action = filters.action;
  if (filters.resource) {
    const [column, value] = filters.resource.split('=', 2) as [string, string];
    columnFilters[column] = value;
  }
  const query: PermissionListQuery = { pageIndex, pageSize, filters: columnFilters, sort };
  const list = useQuery(
    {
      queryKey: permissionKeys.list(queryKeyRoot, query),
      queryFn: ({ signal }) => api.list(query, { signal }),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );

  const total = list.data?.total ?? 0;
  const preload = () => void dialog.preload();
  const PermissionDialog = open !== undefined ? dialog.get() : null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const changeFilters = (next: PermissionFilterValues) => {
    setFilters(next);
    setPageIndex(0); // a changed filter starts at the first page (spec 000 section 5)
  };
  const toggleSort = (column: PermissionSortColumn) => {
    // asc, desc, removed (spec 001 section 2.12)
    setSort(!sort || sort.column !== column ? { column, desc: false } : !sort.desc ? { column, desc: true } : null);
    setPageIndex(0);
  };

  return (
    <section className={props.className ? `${styles.root} ${props.className}` : styles.root} aria-label={messages.tableLabel}>
      <div className={styles.toolbar}>
        <PermissionFilters value={filters} onChange={changeFilters} scoped={Boolean(fixedScope)} api={api} messages={messages} />
        <span className={styles.grow} />
        {props.toolbarExtra}
        {canWrite ? (
          <Button type="button" onClick={() => setOpen(null)} onPointerEnter={preload} onFocus={preload}>
            {messages.addPermission}
          </Button>
        ) : null}
      </div>

      {list.isError && !list.data ? (
        <p className={styles.alert} role="alert">
          {messages.loadError}: {describe(list.error)}{' '}
          <Button type="button" size="sm" variant="secondary" onClick={() => void list.refetch()}>
            {messages.retry}
          </Button>
        </p>
      ) : (
        <PermissionTable
          rows={list.data?.rows ?? []}
          loading={list.isPending}
          sort={sort ?? null}
          onSort={toggleSort}
          onOpen={(row) => setOpen(row)}
          onPreload={preload}
          messages={messages}
        />
      )}

      <div className={styles.pager}>
        <label className={styles.choice}>
          {messages.rowsPerPage}
          <select
            className={styles.control}
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.target.value));
              setPageIndex(0);
            }}
          >
            {PERMISSION_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <span aria-live="polite">{messages.pageOf(Math.min(pageIndex + 1, pageCount), pageCount, total)}</span>
        <Button type="button" size="sm" variant="secondary" disabled={pageIndex === 0} onClick={() => setPageIndex(pageIndex - 1)}>
          {messages.previousPage}
        </Button>
        <Button type="button" size="sm" variant="secondary" disabled={pageIndex + 1 >= pageCount} onClick={() => setPageIndex(pageIndex + 1)}>
          {messages.nextPage}
        </Button>
      </div>

      {PermissionDialog ? (
        <LazyPartBoundary onError={() => setOpen(undefined)}>
          <Suspense fallback={null}>
            <PermissionDialog
              api={api}
              permission={open ?? undefined}
              fixedScope={fixedScope}
              canWrite={canWrite}
              originHref={props.originHref ?? defaultOriginHref}
              messages={messages}
              onClose={() => setOpen(undefined)}
            />
          </Suspense>
        </LazyPartBoundary>
      ) : null}
    </section>
  );
}
