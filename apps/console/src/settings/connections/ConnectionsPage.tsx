import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { connectionTypeDef, createPostgrestClient, type Connection } from '@opsdeck/api';
import { listQueryOptions, useAuthorizer, useErrorMessage, useFormatDateTime, useOpsdeckClient, useOpsdeckQueryContext } from '@opsdeck/sdk';
import { ConnectionForm, ConnectionTypeIcon, connectionKeys } from '@opsdeck/sdk/connection-form';
import { Button, DataTable, Dialog, DialogContent, EmptyState, ErrorView, createColumnHelper, toast } from '@opsdeck/ui';
import { PageHeader } from '../../app/PageHeader';
import { setPreference, usePreferences } from '../../preferences/preferencesStore';
import * as styles from './ConnectionsPage.css';

type ConnectionRow = Connection & { created_by?: { id: string; name?: string | null; email?: string | null } | string | null };

const column = createColumnHelper<ConnectionRow>();
const creatorName = (row: ConnectionRow) =>
  row.created_by && typeof row.created_by === 'object' ? (row.created_by.name ?? row.created_by.email ?? '') : '';

/**
 * Settings > Connections (contract 2(d)): the list
 * `GET /api/db/connections?select=*,created_by(id,name,avatar,email)&deleted_at=is.null&order=created_at.desc&limit=100`;
 * `?id=` opens one in the ConnectionForm, the add button opens an empty one.
 */
export default function ConnectionsPage() {
  const client = useOpsdeckClient();
  const describe = useErrorMessage();
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const { can } = useAuthorizer();
  const { pageSize } = usePreferences();
  const formatWhen = useFormatDateTime();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const openId = params.get('id');

  const query = useQuery(
    {
      queryKey: [...connectionKeys.all(queryKeyRoot), 'list'],
      queryFn: async ({ signal }) => {
        const { data } = await createPostgrestClient(client)
          .from<ConnectionRow>('connections')
          .select('*,created_by(id,name,avatar,email)')
          .is('deleted_at', null)
          .order('created_at', { ascending: false })
          .limit(100)
          .execute({ signal });
        return data;
      },
      ...listQueryOptions,
    },
    queryClient,
  );
  // Spec 001 section 8: a failed list load is a toast with the error message.
  useEffect(() => {
    if (query.isError) toast.error(describe(query.error));
  }, [query.isError, query.error, describe]);

  const date = (value: string | null | undefined) => <span className={styles.muted}>{formatWhen(value ?? null)}</span>;
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        cell: (info) => {
          const def = connectionTypeDef(info.row.original.type);
          return (
            <span className={styles.name}>
              {def ? <ConnectionTypeIcon def={def} /> : null}
              {info.getValue()}
            </span>
          );
        },
      }),
      column.accessor((row) => row.namespace ?? '', { id: 'namespace', header: 'Namespace' }),
      column.accessor((row) => connectionTypeDef(row.type)?.title ?? row.type, { id: 'type', header: 'Type' }),
      column.accessor(creatorName, { id: 'created_by', header: 'Created By' }),
      column.accessor('created_at', { header: 'Created', cell: (info) => date(info.getValue()) }),
      column.accessor('updated_at', { header: 'Updated', cell: (info) => date(info.getValue()) }),
    ],
    [formatWhen],
  );

  const close = () => {
    setAdding(false);
    if (openId) setParams((p) => (p.delete('id'), p), { replace: true });
  };
  const dialogOpen = adding || Boolean(openId);

  return (
    <>
      <PageHeader title="Connections" onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
      {can('connections', 'write') ? (
        <div className={styles.toolbar}>
          <Button onClick={() => setAdding(true)}>Add Connection</Button>
        </div>
      ) : null}
      {query.isError ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          aria-label="Connections"
          data={query.data ?? []}
          columns={columns}
          getRowId={(row) => row.id}
          loading={query.isPending}
          onRowClick={(row) => setParams((p) => (p.set('id', row.id), p))}
          emptyState={<EmptyState title="No resources found" />}
          pageSize={pageSize}
          onPageSizeChange={(size) => setPreference('pageSize', size)}
        />
      )}
      <Dialog open={dialogOpen} onOpenChange={(open) => (open ? undefined : close())}>
        {dialogOpen ? (
          <DialogContent size="large" title={openId ? 'Connection' : 'Add Connection'}>
            <ConnectionForm
              key={openId ?? 'new'}
              {...(openId ? { connectionId: openId } : {})}
              onCancel={close}
              onSaved={(saved, action) => {
                if (action === 'deleted') close();
                else if (action === 'created' && saved) {
                  setAdding(false);
                  setParams((p) => (p.set('id', saved.id), p));
                }
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
