import { createPostgrestClient, type Property } from '@opsdeck/api';
import { listQueryOptions, useFormatDateTime, useOpsdeckClient, useOpsdeckQueryContext } from '@opsdeck/sdk';
import { DataTable, ErrorView, Tag, createColumnHelper } from '@opsdeck/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PageHeader } from '../app/PageHeader';
import { setPreference, usePreferences } from '../preferences/preferencesStore';
import * as styles from './FeatureFlagsPage.css';

const column = createColumnHelper<Property>();

/**
 * A row as the table shows it. Checked by hand rather than with the zod schema so this page does not carry zod; the
 * server's table has these columns and types.
 */
function toProperty(row: Record<string, unknown>): Property {
  if (typeof row.name !== 'string') throw new TypeError('A property without a name came back from /api/db/properties');
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    name: row.name,
    value: row.value === null || row.value === undefined ? '' : String(row.value),
    created_at: text(row.created_at),
    updated_at: text(row.updated_at),
  };
}

/**
 * Settings > Feature Flags: the properties table (read-only in this issue; editing arrives with the settings forms).
 * `GET /api/db/properties?select=*&deleted_at=is.null&order=name.asc`.
 */
export default function FeatureFlagsPage() {
  const client = useOpsdeckClient();
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const { pageSize } = usePreferences();
  const formatWhen = useFormatDateTime();
  const query = useQuery(
    {
    queryKey: [...queryKeyRoot, 'db', 'properties'],
    queryFn: async ({ signal }) => {
      const { data } = await createPostgrestClient(client)
        .from<Record<string, unknown>>('properties')
        .select('*')
        .is('deleted_at', null)
        .order('name', { ascending: true })
        .execute({ signal });
      return data.map(toProperty);
    },
    // Spec 000 section 9: lists are cached for five minutes.
    ...listQueryOptions,
    },
    queryClient,
  );

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        cell: (info) => <span className={styles.name}>{info.getValue()}</span>,
      }),
      column.accessor('value', {
        header: 'Value',
        cell: (info) => {
          const value = info.getValue();
          return value === 'true' || value === 'false' ? (
            <Tag tone={value === 'true' ? 'success' : 'neutral'}>{value}</Tag>
          ) : (
            <span className={styles.value}>{value}</span>
          );
        },
      }),
      column.accessor((row) => row.updated_at ?? row.created_at, {
        id: 'updated_at',
        header: 'Updated',
        cell: (info) => (
          <span className={styles.date}>{formatWhen(info.getValue() ?? null)}</span>
        ),
      }),
    ],
    [formatWhen],
  );

  return (
    <>
      <PageHeader title="Feature Flags" onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
      <p className={styles.intro}>
        Properties that tune this deployment. A property named <code>&lt;feature&gt;.disable</code> set to{' '}
        <code>true</code> turns that feature off.
      </p>
      {query.isError ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          aria-label="Feature flags"
          data={query.data ?? []}
          columns={columns}
          getRowId={(row) => row.name}
          loading={query.isPending}
          defaultSorting={[{ id: 'name', desc: false }]}
          pageSize={pageSize}
          onPageSizeChange={(size) => setPreference('pageSize', size)}
        />
      )}
    </>
  );
}
