import { useAuthorizer, useOpsdeckClient, useOpsdeckQueryContext, listQueryOptions } from '@opsdeck/sdk';
import {
  DataTable,
  ErrorView,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextInput,
  createColumnHelper,
  toast,
} from '@opsdeck/ui';
import { describeError } from '@opsdeck/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { PageHeader } from '../app/PageHeader';
import { badgePath, readPublications, readTargets, setPublished, type PublicationKind, type PublishTarget } from './publicationsApi';
import * as styles from './PublicViewSettingsPage.css';

const column = createColumnHelper<PublishTarget>();

/**
 * Settings > Public View: what the public, no-login /view/health and the status badges show. Nothing is public until
 * it is published here; publishing a canary publishes all its checks (also ones added later). Changing it needs write
 * on canaries; everyone who may read canaries sees what is published.
 */
export default function PublicViewSettingsPage() {
  const [kind, setKind] = useState<PublicationKind>('canary');
  return (
    <>
      <PageHeader title="Public View" />
      <div className={styles.page}>
        <p className={styles.intro}>
          Published canaries and checks are shown without sign-in at{' '}
          <a href="/view/health" target="_blank" rel="noreferrer">
            /view/health
          </a>{' '}
          (read-only: name, status, uptime and latency; never specs or endpoints) and get an SVG status badge.
        </p>
        <Tabs value={kind} onValueChange={(value) => setKind(value as PublicationKind)}>
          <TabsList aria-label="What to publish">
            <TabsTrigger value="canary">Canaries</TabsTrigger>
            <TabsTrigger value="check">Checks</TabsTrigger>
          </TabsList>
          <TabsContent value="canary">
            <PublishTable kind="canary" />
          </TabsContent>
          <TabsContent value="check">
            <PublishTable kind="check" />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}

function PublishTable({ kind }: { kind: PublicationKind }) {
  const client = useOpsdeckClient();
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const { can } = useAuthorizer();
  const mayPublish = can('canaries', 'write');
  const [search, setSearch] = useState('');
  const [publishedOnly, setPublishedOnly] = useState(false);
  const publicationsKey = [...queryKeyRoot, 'health', 'publications'];

  const targets = useQuery(
    {
      queryKey: [...queryKeyRoot, 'health', 'publish-targets', kind],
      queryFn: ({ signal }) => readTargets(client, kind, signal),
      ...listQueryOptions,
    },
    queryClient,
  );
  const publications = useQuery(
    { queryKey: publicationsKey, queryFn: ({ signal }) => readPublications(client, signal) },
    queryClient,
  );
  const published = useMemo(() => {
    const list = kind === 'canary' ? publications.data?.canaries : publications.data?.checks;
    return new Set((list ?? []).map((entry) => entry.id));
  }, [kind, publications.data]);
  /** Checks published through their canary show as published, switched off only at the canary. */
  const viaCanary = useMemo(
    () => new Set(kind === 'check' ? (publications.data?.canaries ?? []).map((c) => c.name) : []),
    [kind, publications.data],
  );

  const toggle = useMutation(
    {
      mutationFn: ({ target, on }: { target: PublishTarget; on: boolean }) => setPublished(client, kind, target.id, on),
      onSuccess: (_data, { target, on }) => {
        toast.success(`${target.name} ${on ? 'published' : 'unpublished'}`);
        return queryClient.invalidateQueries({ queryKey: publicationsKey });
      },
      onError: (error) => toast.error(describeError(error)),
    },
    queryClient,
  );

  /** Published itself, or a check of a published canary. */
  const isPublished = useCallback(
    (target: PublishTarget) => published.has(target.id) || (!!target.canary_name && viaCanary.has(target.canary_name)),
    [published, viaCanary],
  );
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (targets.data ?? []).filter(
      (t) =>
        (!publishedOnly || isPublished(t)) &&
        (!needle || `${t.name} ${t.namespace ?? ''} ${t.canary_name ?? ''}`.toLowerCase().includes(needle)),
    );
  }, [targets.data, search, publishedOnly, isPublished]);

  const columns = useMemo(
    () => [
      column.accessor('name', { header: 'Name', cell: (info) => <span className={styles.name}>{info.getValue()}</span> }),
      column.accessor('namespace', { header: 'Namespace', cell: (info) => info.getValue() ?? '' }),
      ...(kind === 'check' ? [column.accessor('canary_name', { header: 'Canary', cell: (info) => info.getValue() ?? '' })] : []),
      column.display({
        id: 'published',
        header: 'Published',
        cell: ({ row }) => {
          const target = row.original;
          const inherited = !published.has(target.id) && isPublished(target);
          const on = isPublished(target);
          return (
            <Switch
              checked={on}
              disabled={!mayPublish || inherited || toggle.isPending}
              onCheckedChange={(next) => toggle.mutate({ target, on: next })}
              aria-label={`Publish ${target.name}`}
              label={inherited ? 'Published with its canary' : undefined}
            />
          );
        },
      }),
      column.display({
        id: 'badge',
        header: 'Badge',
        cell: ({ row }) =>
          isPublished(row.original) ? (
            <a href={badgePath(kind, row.original.id)} target="_blank" rel="noreferrer" className={styles.badgeLink}>
              <img src={badgePath(kind, row.original.id)} alt={`Status badge of ${row.original.name}`} height={20} />
            </a>
          ) : null,
      }),
    ],
    [kind, published, isPublished, mayPublish, toggle],
  );

  if (targets.isError) return <ErrorView error={targets.error} onRetry={() => void targets.refetch()} />;
  if (publications.isError) return <ErrorView error={publications.error} onRetry={() => void publications.refetch()} />;
  return (
    <div className={styles.tableBlock}>
      <TextInput
        label={kind === 'canary' ? 'Search canaries' : 'Search checks'}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Name, namespace or canary"
        className={styles.search}
      />
      <Switch checked={publishedOnly} onCheckedChange={setPublishedOnly} label="Published only" />
      <DataTable
        data={rows}
        columns={columns}
        getRowId={(row) => row.id}
        loading={targets.isPending || publications.isPending}
        aria-label={kind === 'canary' ? 'Canaries' : 'Checks'}
      />
    </div>
  );
}
