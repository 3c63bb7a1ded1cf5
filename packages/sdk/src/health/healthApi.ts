import {
  createApiRef,
  isOpsdeckError,
  graphStartValue,
  parseContentRange,
  type Canary,
  type Check,
  type CheckGraphResponse,
  type CheckStatusRow,
  type CheckSummary,
  type HealthSummaryResponse,
  type OpsdeckClient,
  type RunCheckResult,
  type TimeRangeValue,
} from '@opsdeck/api';

/** The default summary URL (spec 001 section 2.1), relative to the provider's API root. */
export const DEFAULT_SUMMARY_PATH = '/canary/api/summary';
/** Check status history page size and graph bucket count (spec 000 section 9). */
export const CHECK_HISTORY_PAGE_SIZE = 50;
export const CHECK_GRAPH_COUNT = 300;
/** The all-zero agent id stands for the local agent (no lookup). */
export const LOCAL_AGENT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The check detail select of the contract (2(b) step 1) is one request with the agent and the related components and
 * configs embedded. Those live in other resource areas (database, topologies, catalog), so a caller that may read
 * checks but not them (an embedder's token scoped to canaries) would get a 403 for the whole check. We read the check
 * with its canary, then each of the others on its own: what the caller may not read is left out, nothing else fails.
 */
export const CHECK_DETAIL_SELECT = '*,canaries!checks_canary_id_fkey(id,name,source)';

export interface CheckHistoryQuery {
  checkId: string;
  /** Rows newer than this instant (`time=gt.`); the caller computes it from the time range (now minus the range). */
  since: Date;
  /** 1 healthy, 0 unhealthy, undefined all. */
  status?: 0 | 1;
  /** Minimum duration in ms (`duration=gte.`). */
  minDurationMs?: number;
  pageIndex: number;
  pageSize?: number;
}

export interface CheckHistoryPage {
  rows: CheckStatusRow[];
  total: number;
}

export interface PlaybookRef {
  id: string;
  name: string;
  title?: string | null;
  icon?: string | null;
  [field: string]: unknown;
}

interface Signal {
  signal?: AbortSignal;
}

/**
 * Every call the health widgets make, behind one replaceable API object (Backstage style): a host can wrap or fake
 * it with `<OpsdeckProvider apis={[[healthApiRef, myHealthApi]]}>`. Answers are read leniently (unknown fields kept,
 * missing lists empty) without zod, which would triple the widgets' bytes.
 */
export interface HealthApi {
  /** GET {summaryPath} (default /canary/api/summary; an absolute path or URL is used as it is). */
  summary(options?: Signal & { path?: string }): Promise<HealthSummaryResponse>;
  /** Names of non-local agents: GET /db/agents?select=id,name&id=in.(...). */
  agents(ids: readonly string[], options?: Signal): Promise<{ id: string; name: string }[]>;
  /** The check with its embeds (contract 2(b) step 1), or null when there is none. */
  check(id: string, options?: Signal): Promise<Check | null>;
  /** GET /canary/api/graph?check=&count=300&start= (months sent as an ISO start). */
  graph(id: string, range: TimeRangeValue, options?: Signal): Promise<CheckGraphResponse>;
  /** A page of check_statuses, newest first, with the exact total. */
  history(query: CheckHistoryQuery, options?: Signal): Promise<CheckHistoryPage>;
  /** The canary's spec (contract 2(b) step 4). */
  canary(id: string, options?: Signal): Promise<Canary | null>;
  /** POST /canary/run/check/{id}: runs the check now and answers its result. */
  runCheck(id: string, options?: Signal): Promise<RunCheckResult | null>;
  /** GET /playbook/list?check_id=: playbooks that can run on this check. */
  playbooksForCheck(checkId: string, options?: Signal): Promise<PlaybookRef[]>;
}

export const healthApiRef = createApiRef<HealthApi>({ id: 'opsdeck.health' });

function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function signalOf(options?: Signal) {
  return options?.signal ? { signal: options.signal } : {};
}

/** The answer, or `fallback` when the caller may not read it (403); any other failure still fails. */
async function unlessForbidden<T>(request: Promise<T>, fallback: T): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (isOpsdeckError(error) && error.status === 403) return fallback;
    throw error;
  }
}

export function createHealthApi(client: OpsdeckClient): HealthApi {
  const agents: HealthApi['agents'] = async (ids, options) => {
    const wanted = [...new Set(ids.filter((id) => id && id !== LOCAL_AGENT_ID))];
    if (!wanted.length) return [];
    const { data } = await client.get<unknown>('/db/agents', {
      ...signalOf(options),
      query: { select: 'id,name', id: `in.(${wanted.join(',')})` },
    });
    return listOf<{ id: string; name: string }>(data);
  };
  return {
    async summary(options = {}) {
      const { data } = await client.get<Partial<HealthSummaryResponse> | null>(options.path ?? DEFAULT_SUMMARY_PATH, signalOf(options));
      return { ...data, checks_summary: listOf<CheckSummary>(data?.checks_summary) } as HealthSummaryResponse;
    },
    agents,
    async check(id, options) {
      const { data } = await client.get<unknown>('/db/checks', {
        ...signalOf(options),
        query: { id: `eq.${id}`, select: CHECK_DETAIL_SELECT },
      });
      const check = listOf<Check>(data)[0];
      if (!check) return null;
      const related = (table: string, select: string) =>
        unlessForbidden(
          client.get<unknown>(`/db/${table}`, { ...signalOf(options), query: { check_id: `eq.${id}`, select } }).then((r) => listOf<never>(r.data)),
          [],
        );
      const [agentRows, components, configs] = await Promise.all([
        check.agent_id ? unlessForbidden(agents([check.agent_id], options), []) : Promise.resolve([]),
        related('check_component_relationships', 'components(id,name,icon)'),
        related('check_config_relationships', 'configs(id,name,type)'),
      ]);
      return { ...check, agents: agentRows[0] ?? null, components, configs } as Check;
    },
    async graph(id, range, options) {
      const { data } = await client.get<Partial<CheckGraphResponse> | null>('/canary/api/graph', {
        ...signalOf(options),
        query: { check: id, count: CHECK_GRAPH_COUNT, start: graphStartValue(range) },
      });
      return {
        ...data,
        status: listOf(data?.status),
        latency: data?.latency ?? { rolling1h: 0 },
        uptime: data?.uptime ?? { passed: 0, failed: 0 },
      } as CheckGraphResponse;
    },
    async history(query, options) {
      const pageSize = query.pageSize ?? CHECK_HISTORY_PAGE_SIZE;
      const params: Record<string, string | number> = {
        check_id: `eq.${query.checkId}`,
        time: `gt.${query.since.toISOString()}`,
        order: 'time.desc',
        limit: pageSize,
        offset: query.pageIndex * pageSize,
      };
      if (query.status !== undefined) params.status = `eq.${query.status === 1}`;
      if (query.minDurationMs !== undefined) params.duration = `gte.${query.minDurationMs}`;
      const { data, headers } = await client.get<unknown>('/db/check_statuses', {
        ...signalOf(options),
        query: params,
        headers: { Prefer: 'count=exact' },
      });
      const rows = listOf<CheckStatusRow>(data);
      const range = parseContentRange(headers.get('content-range'));
      return { rows, total: range?.total ?? rows.length };
    },
    async canary(id, options) {
      const { data } = await client.get<unknown>('/db/canaries', {
        ...signalOf(options),
        query: { id: `eq.${id}`, select: 'id,name,namespace,source,spec' },
      });
      return listOf<Canary>(data)[0] ?? null;
    },
    async runCheck(id, options) {
      const { data } = await client.post<RunCheckResult | null>(`/canary/run/check/${encodeURIComponent(id)}`, undefined, signalOf(options));
      return data && typeof data === 'object' ? data : null;
    },
    async playbooksForCheck(checkId, options) {
      const { data } = await client.get<unknown>('/playbook/list', { ...signalOf(options), query: { check_id: checkId } });
      return listOf<PlaybookRef>(data);
    },
  };
}
