import { createPostgrestClient, isOpsdeckError, type OpsdeckClient } from '@opsdeck/api';

/**
 * The /api/db calls of the incident pages (spec 000 section 7, contract 2(c)). The server keeps the lifecycle rules
 * (creator roles, severity names, history rows, hypothesis deletion with its comments and evidence: migration 0008),
 * so these are plain reads and writes. Values are always bound and URL-encoded by the PostgREST client.
 */

export interface PersonRef {
  id: string;
  name: string | null;
  avatar?: string | null;
}

export interface IncidentListRow {
  id: string;
  incident_id: string | null;
  title: string;
  severity: string;
  type: string;
  status: string;
  created_at: string;
  commander: PersonRef | null;
}

export interface IncidentRow {
  id: string;
  incident_id: string | null;
  title: string;
  description: string | null;
  severity: string;
  type: string;
  status: string;
  commander_id: string | null;
  communicator_id: string | null;
  created_by: string;
  created_at: string;
  updated_at: string | null;
  resolved: string | null;
  closed: string | null;
}

export interface EvidenceRow {
  id: string;
  hypothesis_id: string;
  type: string;
  description: string;
  definition_of_done: boolean | null;
  done: boolean | null;
  created_by: string;
  created_at: string;
}

export interface HypothesisRow {
  id: string;
  incident_id: string;
  parent_id: string | null;
  type: string;
  title: string;
  status: string;
  created_by: string;
  created_at: string;
  evidences: EvidenceRow[];
}

export interface CommentRow {
  id: string;
  incident_id: string;
  hypothesis_id: string | null;
  comment: string;
  created_by: string;
  created_at: string;
}

export interface ResponderRow {
  id: string;
  incident_id: string;
  type: string;
  person_id: string | null;
  team_id: string | null;
  created_at: string;
}

export interface HistoryRow {
  id: string;
  type: string;
  description: string | null;
  created_by: string | null;
  created_at: string;
}

export interface TeamRef {
  id: string;
  name: string;
}

export type SortDirection = 'asc' | 'desc';

export interface IncidentListQuery {
  status?: string | undefined;
  severity?: string | undefined;
  type?: string | undefined;
  search?: string | undefined;
  sort: { column: string; direction: SortDirection };
  pageIndex: number;
  pageSize: number;
}

/** Columns of the list the server may order by. */
export const SORTABLE_COLUMNS = ['incident_id', 'title', 'severity', 'type', 'status', 'created_at'] as const;

/** A typed search as an ilike pattern: its own wildcards (%, _, \) match literally; `*` is the pattern's wildcard. */
export function titleSearchPattern(search: string): string {
  const escaped = search.trim().replace(/[\\%_*]/g, (c) => (c === '*' ? '' : `\\${c}`));
  return `*${escaped}*`;
}

export async function fetchIncidentPage(client: OpsdeckClient, query: IncidentListQuery, signal?: AbortSignal) {
  let request = createPostgrestClient(client)
    .from<IncidentListRow>('incident_summary')
    .select('id,incident_id,title,severity,type,status,created_at,commander')
    .count();
  if (query.status) request = request.eq('status', query.status);
  if (query.severity) request = request.eq('severity', query.severity);
  if (query.type) request = request.eq('type', query.type);
  if (query.search?.trim()) request = request.ilike('title', titleSearchPattern(query.search));
  const column = (SORTABLE_COLUMNS as readonly string[]).includes(query.sort.column) ? query.sort.column : 'created_at';
  request = request.order(column as keyof IncidentListRow & string, { ascending: query.sort.direction === 'asc' });
  // A stable order within equal values, so pages neither repeat nor skip rows.
  if (column !== 'created_at') request = request.order('created_at', { ascending: false });
  const { data, total } = await request.page(query.pageIndex, query.pageSize).execute({ signal });
  return { rows: data, total: total ?? data.length };
}

export interface IncidentDetail {
  incident: IncidentRow;
  hypotheses: HypothesisRow[];
  comments: CommentRow[];
  responders: ResponderRow[];
}

/** The incident with its hypotheses (and their evidence), comments and responders; null when there is no such incident. */
export async function fetchIncidentDetail(client: OpsdeckClient, id: string, signal?: AbortSignal): Promise<IncidentDetail | null> {
  const db = createPostgrestClient(client);
  let incidents: IncidentRow[];
  try {
    ({ data: incidents } = await db.from<IncidentRow>('incidents').select('*').eq('id', id).execute({ signal }));
  } catch (error) {
    // A malformed id is no incident at all.
    if (isOpsdeckError(error) && error.status === 400) return null;
    throw error;
  }
  const incident = incidents[0];
  if (!incident) return null;
  const [hypotheses, comments, responders] = await Promise.all([
    db
      .from<HypothesisRow>('hypotheses')
      .select('*,evidences(*)')
      .eq('incident_id', id)
      .order('created_at', { ascending: true })
      .order('created_at', { ascending: true, referencedTable: 'evidences' })
      .execute({ signal }),
    db.from<CommentRow>('comments').select('*').eq('incident_id', id).order('created_at', { ascending: true }).execute({ signal }),
    db
      .from<ResponderRow & { deleted_at: string | null }>('responders')
      .select('id,incident_id,type,person_id,team_id,created_at')
      .eq('incident_id', id)
      .is('deleted_at', null)
      .order('created_at', { ascending: true })
      .execute({ signal }),
  ]);
  return { incident, hypotheses: hypotheses.data, comments: comments.data, responders: responders.data };
}

export async function fetchIncidentHistory(client: OpsdeckClient, id: string, signal?: AbortSignal): Promise<HistoryRow[]> {
  const { data } = await createPostgrestClient(client)
    .from<HistoryRow & { incident_id: string }>('incident_histories')
    .select('id,type,description,created_by,created_at')
    .eq('incident_id', id)
    .order('created_at', { ascending: false })
    .limit(200)
    .execute({ signal });
  return data;
}

export async function fetchPeople(client: OpsdeckClient, signal?: AbortSignal): Promise<PersonRef[]> {
  const { data } = await createPostgrestClient(client)
    .from<PersonRef & { deleted_at: string | null }>('people')
    .select('id,name,avatar')
    .is('deleted_at', null)
    .order('name', { ascending: true })
    .execute({ signal });
  return data;
}

export async function fetchTeams(client: OpsdeckClient, signal?: AbortSignal): Promise<TeamRef[]> {
  const { data } = await createPostgrestClient(client)
    .from<TeamRef & { deleted_at: string | null }>('teams')
    .select('id,name')
    .is('deleted_at', null)
    .order('name', { ascending: true })
    .execute({ signal });
  return data;
}

export interface IncidentCreateInput {
  title: string;
  severity: string;
  type: string;
  description: string;
}

/** The server makes the caller creator, commander and communicator, and the status open. */
export async function createIncident(client: OpsdeckClient, input: IncidentCreateInput): Promise<IncidentRow> {
  const { data } = await createPostgrestClient(client).from<IncidentRow>('incidents').insert(input).execute();
  const created = data[0];
  if (!created) throw new Error('The server created no incident');
  return created;
}

type Patch<Row> = Partial<Omit<Row, 'id'>>;

async function patchRow<Row extends { id: string }>(client: OpsdeckClient, table: string, id: string, patch: Patch<Row>) {
  await createPostgrestClient(client)
    .from<Row>(table)
    .update(patch as Partial<Row>)
    .eq('id' as Extract<keyof Row, string>, id)
    .execute();
}

async function insertRow<Row extends object>(client: OpsdeckClient, table: string, row: Partial<Row>) {
  await createPostgrestClient(client).from<Row>(table).insert(row).execute();
}

export const incidentWrites = {
  patchIncident: (client: OpsdeckClient, id: string, patch: Patch<IncidentRow>) => patchRow<IncidentRow>(client, 'incidents', id, patch),
  /** A new hypothesis: type root unless given, an empty title, status possible (spec 000 section 3). */
  addHypothesis: (client: OpsdeckClient, incidentId: string, type: string = 'root', parentId?: string) =>
    insertRow<HypothesisRow>(client, 'hypotheses', {
      incident_id: incidentId,
      type,
      title: '',
      status: 'possible',
      ...(parentId ? { parent_id: parentId } : {}),
    }),
  patchHypothesis: (client: OpsdeckClient, id: string, patch: Patch<HypothesisRow>) => patchRow<HypothesisRow>(client, 'hypotheses', id, patch),
  /** One DELETE: the server removes the hypothesis's comments, evidence and sub-hypotheses with it, in one transaction. */
  deleteHypothesis: async (client: OpsdeckClient, id: string) => {
    await createPostgrestClient(client).from<HypothesisRow>('hypotheses').delete().eq('id', id).execute();
  },
  addEvidence: (client: OpsdeckClient, hypothesisId: string, description: string, definitionOfDone: boolean) =>
    insertRow<EvidenceRow>(client, 'evidences', {
      hypothesis_id: hypothesisId,
      type: 'comment',
      description,
      definition_of_done: definitionOfDone,
      done: false,
    }),
  patchEvidence: (client: OpsdeckClient, id: string, patch: Patch<EvidenceRow>) => patchRow<EvidenceRow>(client, 'evidences', id, patch),
  deleteEvidence: async (client: OpsdeckClient, id: string) => {
    await createPostgrestClient(client).from<EvidenceRow>('evidences').delete().eq('id', id).execute();
  },
  addComment: (client: OpsdeckClient, incidentId: string, comment: string) =>
    insertRow<CommentRow>(client, 'comments', { incident_id: incidentId, comment }),
  addResponder: (client: OpsdeckClient, incidentId: string, kind: 'person' | 'team', id: string) =>
    insertRow<ResponderRow>(client, 'responders', {
      incident_id: incidentId,
      type: kind,
      ...(kind === 'person' ? { person_id: id } : { team_id: id }),
    }),
  /** Responders are removed softly (deleted_at), so the history keeps who responded. */
  removeResponder: (client: OpsdeckClient, id: string) =>
    patchRow<ResponderRow & { deleted_at: string }>(client, 'responders', id, { deleted_at: 'now()' }),
};

/** The server's own words: `error` and, when it says more, `message` ("check constraint violation: Unknown ..."). */
export function describeWriteError(error: unknown): string {
  if (isOpsdeckError(error) && error.body && typeof error.body === 'object') {
    const body = error.body as { error?: unknown; message?: unknown };
    const parts = [body.error, body.message].filter((part): part is string => typeof part === 'string' && part !== '');
    if (parts.length) return parts.join(': ');
  }
  return error instanceof Error ? error.message : 'Something went wrong';
}
