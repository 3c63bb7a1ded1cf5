import { useFormatDateTime } from '@opsdeck/sdk';
import { Button, DataTable, EmptyState, ErrorView, Select, Tag, TextInput, createColumnHelper, type SortingState } from '@opsdeck/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../app/PageHeader';
import { useSession } from '../app/session';
import { setPreference, usePreferences } from '../preferences/preferencesStore';
import { CreateIncidentDialog } from './CreateIncidentDialog';
import {
  SEVERITY_LABELS,
  SEVERITY_OPTIONS,
  STATUS_LABELS,
  STATUS_OPTIONS,
  TYPE_LABELS,
  TYPE_OPTIONS,
  severityTone,
  statusTone,
} from './incidentLabels';
import { readListParams, toListQuery, writeListParams, type IncidentListParams } from './incidentListParams';
import type { IncidentListRow } from './incidentsApi';
import { incidentsMessages as m } from './incidentsMessages';
import { useIncidentPage } from './useIncidentQueries';
import * as styles from './IncidentsPage.css';

const column = createColumnHelper<IncidentListRow>();
/** Spec 001 section 5: the search box waits 400 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 400;

/**
 * /incidents: the incidents, paged, filtered and sorted by the server (`Prefer: count=exact` -> Content-Range), with
 * the filters in the URL; 'Create Incident' for users who may write incidents.
 */
export default function IncidentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const { authorizer } = useSession();
  const canWrite = authorizer.can('incident', 'write');
  const navigate = useNavigate();
  const { pageSize } = usePreferences();
  const formatWhen = useFormatDateTime();
  const query = useIncidentPage(toListQuery(params, pageSize));
  const [creating, setCreating] = useState(false);

  const update = (patch: Partial<IncidentListParams>) => setSearchParams((current) => writeListParams(current, patch), { replace: !('pageIndex' in patch) });

  // The search box shows what is typed at once; the URL (and the request) follows once typing pauses.
  const [searchText, setSearchText] = useState(params.search);
  useEffect(() => setSearchText(params.search), [params.search]);
  useEffect(() => {
    if (searchText === params.search) return;
    const timer = setTimeout(() => update({ search: searchText }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]); // only the typed text restarts the wait

  const columns = useMemo(
    () => [
      column.accessor('incident_id', {
        header: m.columns.id,
        cell: (info) => <span className={styles.mono}>{info.getValue()}</span>,
      }),
      column.accessor('title', {
        header: m.columns.title,
        cell: (info) => (
          <Link className={styles.titleLink} to={`/incidents/${encodeURIComponent(info.row.original.id)}`}>
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('severity', {
        header: m.columns.severity,
        cell: (info) => <Tag tone={severityTone(info.getValue())}>{SEVERITY_LABELS[info.getValue()] ?? info.getValue()}</Tag>,
      }),
      column.accessor('type', { header: m.columns.type, cell: (info) => TYPE_LABELS[info.getValue()] ?? info.getValue() }),
      column.accessor('status', {
        header: m.columns.status,
        cell: (info) => (
          <Tag tone={statusTone(info.getValue())} shape="pill">
            {STATUS_LABELS[info.getValue()] ?? info.getValue()}
          </Tag>
        ),
      }),
      column.accessor((row) => row.commander?.name ?? '', { id: 'commander', header: m.columns.commander, enableSorting: false }),
      column.accessor('created_at', {
        header: m.columns.created,
        cell: (info) => <span className={styles.date}>{formatWhen(info.getValue())}</span>,
      }),
    ],
    [formatWhen],
  );

  const sorting: SortingState = [{ id: params.sort.column, desc: params.sort.direction === 'desc' }];
  const onSortingChange = (next: SortingState) => {
    const first = next[0];
    update({ sort: first ? { column: first.id, direction: first.desc ? 'desc' : 'asc' } : undefined });
  };

  const filtered = Boolean(params.status || params.severity || params.type || params.search);
  return (
    <>
      <PageHeader
        title={m.title}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
        extra={
          canWrite ? (
            <Button size="sm" onClick={() => setCreating(true)}>
              {m.create}
            </Button>
          ) : undefined
        }
      />
      <div className={styles.filters} role="search" aria-label={m.filtersLabel}>
        <TextInput
          className={styles.search}
          label={m.search}
          type="search"
          placeholder={m.searchPlaceholder}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Select className={styles.filter} label={m.columns.status} placeholder={m.any} options={STATUS_OPTIONS} clearable value={params.status ?? null} onValueChange={(value) => update({ status: value ?? undefined })} />
        <Select className={styles.filter} label={m.columns.severity} placeholder={m.any} options={SEVERITY_OPTIONS} clearable value={params.severity ?? null} onValueChange={(value) => update({ severity: value ?? undefined })} />
        <Select className={styles.filter} label={m.columns.type} placeholder={m.any} options={TYPE_OPTIONS} clearable value={params.type ?? null} onValueChange={(value) => update({ type: value ?? undefined })} />
        {filtered ? (
          <Button variant="ghost" size="sm" className={styles.clear} onClick={() => update({ status: undefined, severity: undefined, type: undefined, search: '' })}>
            {m.clearFilters}
          </Button>
        ) : null}
      </div>
      {query.isError ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          aria-label={m.tableLabel}
          data={query.data?.rows ?? []}
          columns={columns}
          getRowId={(row) => row.id}
          loading={query.isPending}
          manualPagination
          manualSorting
          rowCount={query.data?.total ?? 0}
          pageIndex={params.pageIndex}
          onPageIndexChange={(pageIndex) => update({ pageIndex })}
          pageSize={pageSize}
          onPageSizeChange={(size) => {
            setPreference('pageSize', size);
            update({ pageIndex: 0 });
          }}
          sorting={sorting}
          onSortingChange={onSortingChange}
          emptyState={<EmptyState title={m.empty} />}
        />
      )}
      {canWrite ? (
        <CreateIncidentDialog
          open={creating}
          onOpenChange={setCreating}
          onCreated={(incident) => navigate(`/incidents/${encodeURIComponent(incident.id)}`)}
        />
      ) : null}
    </>
  );
}
