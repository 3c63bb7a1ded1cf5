import type pg from 'pg';
import type { StoredUi, UiText } from './loginNodes';
import { isUuid } from '../requestValues';

/**
 * Login flows in self_service_flows: created by the browser init endpoint, read by id, submitted once. They live in
 * the database, so any server process can continue a flow another one started.
 */
export const FLOW_TTL_SECONDS = 3600;

export interface LoginFlowRow {
  id: string;
  state: string;
  csrf_token: string;
  request_url: string | null;
  return_to: string | null;
  refresh: boolean;
  requested_aal: string;
  ui: StoredUi;
  identity_id: string | null;
  issued_at: Date;
  expires_at: Date;
}

const COLUMNS = 'id, state, csrf_token, request_url, return_to, refresh, requested_aal, ui, identity_id, issued_at, expires_at';

export interface NewLoginFlow {
  csrfToken: string;
  requestUrl: string;
  returnTo: string | undefined;
  refresh: boolean;
  requestedAal: string;
  ui: StoredUi;
  /** For a refresh flow: whose session is being confirmed. */
  identityId?: string;
}

export async function createLoginFlow(pool: pg.Pool, flow: NewLoginFlow): Promise<LoginFlowRow> {
  const { rows } = await pool.query<LoginFlowRow>(
    `INSERT INTO self_service_flows
       (type, flow_type, state, csrf_token, request_url, return_to, refresh, requested_aal, ui, identity_id, expires_at)
     VALUES ('login', 'browser', 'choose_method', $1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))
     RETURNING ${COLUMNS}`,
    [
      flow.csrfToken,
      flow.requestUrl,
      flow.returnTo ?? null,
      flow.refresh,
      flow.requestedAal,
      JSON.stringify(flow.ui),
      flow.identityId ?? null,
      FLOW_TTL_SECONDS,
    ],
  );
  return rows[0]!;
}

export async function findLoginFlow(pool: pg.Pool, id: string | undefined): Promise<LoginFlowRow | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await pool.query<LoginFlowRow>(
    `SELECT ${COLUMNS} FROM self_service_flows WHERE id = $1 AND type = 'login'`,
    [id],
  );
  return rows[0];
}

export async function saveFlowUi(pool: pg.Pool, id: string, ui: StoredUi): Promise<void> {
  await pool.query('UPDATE self_service_flows SET ui = $2 WHERE id = $1', [id, JSON.stringify(ui)]);
}

/** Claims the flow for one successful sign-in; false when another request completed it first. */
export async function markFlowUsed(client: pg.PoolClient, id: string): Promise<boolean> {
  const { rowCount } = await client.query(
    "UPDATE self_service_flows SET state = 'passed_challenge' WHERE id = $1 AND state <> 'passed_challenge'",
    [id],
  );
  return rowCount === 1;
}

export const isExpired = (flow: LoginFlowRow) => new Date(flow.expires_at).getTime() <= Date.now();
export const isUsed = (flow: LoginFlowRow) => flow.state === 'passed_challenge';

/** The flow as Kratos shows it; `actionBase` is the public URL of the identity endpoints the caller used. */
export function loginFlowJson(flow: LoginFlowRow, actionBase: string) {
  const messages: UiText[] | undefined = flow.ui.messages?.length ? flow.ui.messages : undefined;
  const issuedAt = new Date(flow.issued_at).toISOString();
  return {
    id: flow.id,
    type: 'browser' as const,
    expires_at: new Date(flow.expires_at).toISOString(),
    issued_at: issuedAt,
    request_url: flow.request_url ?? '',
    ...(flow.return_to ? { return_to: flow.return_to } : {}),
    refresh: flow.refresh,
    requested_aal: flow.requested_aal,
    state: flow.state,
    created_at: issuedAt,
    updated_at: issuedAt,
    ui: {
      action: `${actionBase}/self-service/login?flow=${flow.id}`,
      method: 'POST' as const,
      nodes: flow.ui.nodes,
      ...(messages ? { messages } : {}),
    },
  };
}

let lastCleanup = 0;
const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * Drops flows, rate-limit windows and sessions long past use. Run from flow creation at most every ten minutes per
 * process: several processes may each do it, which is harmless.
 */
export async function cleanupIdentityState(pool: pg.Pool): Promise<void> {
  if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
  lastCleanup = Date.now();
  await pool.query(
    `DELETE FROM self_service_flows WHERE expires_at < now() - interval '1 day';
     DELETE FROM rate_limits WHERE window_start < now() - interval '1 day';
     DELETE FROM sessions WHERE expires_at < now() - interval '30 days'`,
  );
}
