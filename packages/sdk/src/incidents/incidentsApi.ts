import {
  containsPattern,
  createApiRef,
  INCIDENT_LINK_PATH,
  parseContentRange,
  type Incident,
  type IncidentLinkRequest,
  type IncidentLinkResult,
  type OpsdeckClient,
} from '@opsdeck/api';

interface Signal {
  signal?: AbortSignal;
}

/** An incident as the link dialog's search answers it (contract 2(c)): enough to pick one. */
export interface IncidentOption {
  id: string;
  incident_id?: string | null;
  title: string;
  status?: string | null;
  severity?: string | null;
  type?: string | null;
  hypotheses?: Array<{ id: string; type?: string | null; title?: string | null }> | null;
}

export interface HypothesisOption {
  id: string;
  title?: string | null;
  type?: string | null;
  status?: string | null;
}

/** A page of the incident list: filters are equalities, the search a title match, the order `<column>.<asc|desc>`. */
export interface IncidentListQuery {
  status?: readonly string[];
  severity?: readonly string[];
  type?: readonly string[];
  search?: string;
  order?: string;
  pageIndex: number;
  pageSize: number;
}

export interface IncidentListPage {
  rows: Incident[];
  total: number;
}

/** The search answers at most this many incidents, newest first. */
export const INCIDENT_SEARCH_LIMIT = 20;

/** The detail of one incident: its hypotheses with their evidence and comments, and its responders. */
export const INCIDENT_DETAIL_SELECT = '*,hypotheses(*,evidences(*),comments(*)),responders(*)';

/**
 * Every incident call of the widgets (and of pages built on them), behind one replaceable API object:
 * `<OpsdeckProvider apis={[[incidentsApiRef, myIncidentsApi]]}>`. Answers are read leniently, without zod.
 */
export interface IncidentsApi {
  /** Incidents whose title contains the text (bound as an ilike parameter, URL-encoded), newest first. */
  search(text: string, options?: Signal): Promise<IncidentOption[]>;
  /** The hypotheses of one incident, oldest (the root) first. */
  hypotheses(incidentId: string, options?: Signal): Promise<HypothesisOption[]>;
  /** POST /incident/link: incident, hypothesis and evidence in one transaction. */
  link(request: IncidentLinkRequest, options?: Signal): Promise<IncidentLinkResult>;
  /** A page of incident_summary with the exact total. */
  list(query: IncidentListQuery, options?: Signal): Promise<IncidentListPage>;
  /** One incident in full, or null when there is none. */
  incident(id: string, options?: Signal): Promise<Incident | null>;
}

export const incidentsApiRef = createApiRef<IncidentsApi>({ id: 'opsdeck.incidents' });

function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function signalOf(options?: Signal) {
  return options?.signal ? { signal: options.signal } : {};
}

const inList = (values: readonly string[]) => `in.(${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')})`;

export function createIncidentsApi(client: OpsdeckClient): IncidentsApi {
  return {
    async search(text, options) {
      const query: Record<string, string | number> = {
        select: 'id,incident_id,title,status,severity,type,hypotheses(id,type,title)',
        order: 'created_at.desc',
        limit: INCIDENT_SEARCH_LIMIT,
      };
      if (text.trim()) query.title = `ilike.${containsPattern(text)}`;
      const { data } = await client.get<unknown>('/db/incidents', { ...signalOf(options), query });
      return listOf<IncidentOption>(data);
    },
    async hypotheses(incidentId, options) {
      const { data } = await client.get<unknown>('/db/hypotheses', {
        ...signalOf(options),
        query: { incident_id: `eq.${incidentId}`, select: 'id,title,type,status', order: 'created_at.asc' },
      });
      return listOf<HypothesisOption>(data);
    },
    async link(request, options) {
      const { data } = await client.post<IncidentLinkResult>(INCIDENT_LINK_PATH, request, signalOf(options));
      return data;
    },
    async list(query, options) {
      const params: Record<string, string | number> = {
        order: query.order ?? 'created_at.desc',
        limit: query.pageSize,
        offset: query.pageIndex * query.pageSize,
      };
      if (query.status?.length) params.status = inList(query.status);
      if (query.severity?.length) params.severity = inList(query.severity);
      if (query.type?.length) params.type = inList(query.type);
      if (query.search?.trim()) params.title = `ilike.${containsPattern(query.search)}`;
      const { data, headers } = await client.get<unknown>('/db/incident_summary', {
        ...signalOf(options),
        query: params,
        headers: { Prefer: 'count=exact' },
      });
      const rows = listOf<Incident>(data);
      return { rows, total: parseContentRange(headers.get('content-range'))?.total ?? rows.length };
    },
    async incident(id, options) {
      const { data } = await client.get<unknown>('/db/incidents', { ...signalOf(options), query: { id: `eq.${id}`, select: INCIDENT_DETAIL_SELECT } });
      return listOf<Incident>(data)[0] ?? null;
    },
  };
}
