import { formatRelativeTime, type OpsdeckClient } from '@opsdeck/api';
import { useFormatDateTime } from '@opsdeck/sdk';
import { Button, EmptyState, ErrorView, Skeleton, SkeletonText, type SelectOption } from '@opsdeck/ui';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../app/PageHeader';
import { useSession } from '../app/session';
import { CommentsPanel } from './CommentsPanel';
import { HypothesisTree, type HypothesisActions } from './HypothesisTree';
import { IncidentFields } from './IncidentFields';
import { IncidentHistory } from './IncidentHistory';
import { incidentWrites, type EvidenceRow, type HypothesisRow, type IncidentRow, type ResponderRow } from './incidentsApi';
import { incidentsMessages as m } from './incidentsMessages';
import { InlineTextEdit } from './InlineTextEdit';
import { RespondersPanel } from './RespondersPanel';
import { useIncidentDetail, useIncidentHistory, useIncidentWrite, usePeople, useTeams } from './useIncidentQueries';
import * as styles from './IncidentDetail.css';


type Write<T> = (client: OpsdeckClient, args: T) => Promise<unknown>;

/**
 * /incidents/:id: the incident with its people, hypotheses and evidence, comments and history. Commanders and
 * responders change it (every change a PATCH or POST the server records in the history); viewers and guests read.
 */
export default function IncidentDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { authorizer } = useSession();
  const canWrite = authorizer.can('incident', 'write');
  const canWriteEvidence = authorizer.can('evidences', 'write');
  const canWriteComments = authorizer.can('comments', 'write');
  const canWriteResponders = authorizer.can('responder', 'write');
  const detail = useIncidentDetail(id);
  const history = useIncidentHistory(id, detail.data != null);
  const people = usePeople();
  const teams = useTeams();
  const formatTime = useFormatDateTime();

  const peopleOptions: SelectOption[] = useMemo(() => (people.data ?? []).map((p) => ({ value: p.id, label: p.name ?? p.id })), [people.data]);
  const personName = (personId: string | null | undefined) =>
    (personId && people.data?.find((p) => p.id === personId)?.name) || (personId ? m.detail.unknownPerson : m.detail.unassigned);

  const write = <T,>(fn: Write<T>) => fn;
  const patchIncident = useIncidentWrite(id, write<Partial<IncidentRow>>((c, patch) => incidentWrites.patchIncident(c, id, patch)));
  const addHypothesis = useIncidentWrite(id, write<{ type: string; parentId?: string }>((c, a) => incidentWrites.addHypothesis(c, id, a.type, a.parentId)));
  const patchHypothesis = useIncidentWrite(id, write<{ id: string; patch: Partial<HypothesisRow> }>((c, a) => incidentWrites.patchHypothesis(c, a.id, a.patch)));
  const deleteHypothesis = useIncidentWrite(id, write<string>((c, hid) => incidentWrites.deleteHypothesis(c, hid)));
  const addEvidence = useIncidentWrite(
    id,
    write<{ hypothesisId: string; description: string; dod: boolean }>((c, a) => incidentWrites.addEvidence(c, a.hypothesisId, a.description, a.dod)),
  );
  const patchEvidence = useIncidentWrite(id, write<{ id: string; patch: Partial<EvidenceRow> }>((c, a) => incidentWrites.patchEvidence(c, a.id, a.patch)));
  const deleteEvidence = useIncidentWrite(id, write<string>((c, eid) => incidentWrites.deleteEvidence(c, eid)));
  const addComment = useIncidentWrite(id, write<string>((c, text) => incidentWrites.addComment(c, id, text)));
  const addResponder = useIncidentWrite(id, write<{ kind: 'person' | 'team'; id: string }>((c, a) => incidentWrites.addResponder(c, id, a.kind, a.id)));
  const removeResponder = useIncidentWrite(id, write<string>((c, rid) => incidentWrites.removeResponder(c, rid)));

  const actions: HypothesisActions = {
    add: (type, parentId) => addHypothesis.mutate(parentId ? { type, parentId } : { type }),
    patch: (h, patch) => patchHypothesis.mutate({ id: h.id, patch }),
    remove: (h) => deleteHypothesis.mutate(h.id),
    addEvidence: (h, description, dod) => addEvidence.mutateAsync({ hypothesisId: h.id, description, dod }),
    patchEvidence: (e, patch) => patchEvidence.mutate({ id: e.id, patch }),
    deleteEvidence: (e) => deleteEvidence.mutate(e.id),
  };

  if (detail.isPending) {
    return (
      <>
        <PageHeader title={m.title} />
        <div className={styles.layout} aria-busy="true">
          <div className={styles.main}>
            <Skeleton height={36} width="60%" />
            <SkeletonText lines={8} aria-label={m.detail.overview} />
          </div>
          <div className={styles.side}>
            <SkeletonText lines={6} aria-label={m.detail.people} />
          </div>
        </div>
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        <PageHeader title={m.title} />
        <ErrorView title={m.detail.loadFailed} error={detail.error} onRetry={() => void detail.refetch()} />
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        <PageHeader title={m.detail.notFound} />
        <EmptyState
          title={m.detail.notFound}
          description={m.detail.notFoundDescription}
          action={
            <Button variant="secondary" onClick={() => navigate('/incidents')}>
              {m.detail.back}
            </Button>
          }
        />
      </>
    );
  }

  const { incident, hypotheses, comments, responders } = detail.data;
  return (
    <>
      <PageHeader title={incident.title} onRefresh={() => void detail.refetch()} refreshing={detail.isFetching} />
      <nav className={styles.breadcrumb} aria-label="Breadcrumb">
        <Link to="/incidents">{m.title}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{incident.incident_id ?? incident.id}</span>
      </nav>
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.panel} aria-labelledby="incident-overview">
            <h2 id="incident-overview" className={styles.visuallyHidden}>
              {m.detail.overview}
            </h2>
            {canWrite ? (
              <InlineTextEdit label={m.columns.title} value={incident.title} required onSave={(title) => patchIncident.mutate({ title })} />
            ) : (
              <p className={styles.incidentTitle}>{incident.title}</p>
            )}
            <p className={styles.muted}>{m.detail.createdBy(personName(incident.created_by), formatRelativeTime(incident.created_at))}</p>
            {canWrite ? (
              <InlineTextEdit label={m.detail.description} value={incident.description ?? ''} placeholder={m.detail.noDescription} onSave={(description) => patchIncident.mutate({ description })} />
            ) : (
              <p className={styles.description}>{incident.description || m.detail.noDescription}</p>
            )}
          </section>
          <HypothesisTree hypotheses={hypotheses} canWrite={canWrite && canWriteEvidence} actions={actions} />
          <CommentsPanel comments={comments} canWrite={canWriteComments} personName={personName} formatTime={formatTime} onAdd={(text) => addComment.mutateAsync(text)} />
        </div>
        <div className={styles.side}>
          <section className={styles.panel} aria-labelledby="incident-fields">
            <h2 id="incident-fields" className={styles.panelTitle}>
              {m.detail.overview}
            </h2>
            <IncidentFields incident={incident} canWrite={canWrite} people={peopleOptions} personName={personName} onChange={(patch) => patchIncident.mutate(patch)} />
          </section>
          <RespondersPanel
            responders={responders}
            people={peopleOptions}
            teams={teams.data ?? []}
            personName={personName}
            canWrite={canWriteResponders}
            onAdd={(kind, rid) => addResponder.mutate({ kind, id: rid })}
            onRemove={(r: ResponderRow) => removeResponder.mutate(r.id)}
          />
          <IncidentHistory
            rows={history.data}
            loading={history.isPending}
            error={history.error}
            onRetry={() => void history.refetch()}
            personName={personName}
            formatTime={formatTime}
          />
        </div>
      </div>
    </>
  );
}
