import { badRequest } from '../httpError';
import { isUuid } from '../requestValues';

/**
 * Options of the check summary (Mission Control's CheckSummaryOptions). The original binds them only from a POST
 * body, matching Go field names case-insensitively, and ignores them on GET; Opsdeck reads the same names from a
 * POST body or from the query string of a GET, and applies `checkId`, which the original declares and ignores.
 */
export interface SummaryOptions {
  /** Canary and check labels the check must all have (`labels @> ...`). */
  labels?: Record<string, string>;
  sortBy?: 'name' | '-name';
  /** Also include checks deleted after this time. */
  deleteFrom?: Date;
  checkId?: string;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

/** Lower-cased name -> canonical name. `timeout` is accepted for compatibility and has no effect (answers are cached). */
const KNOWN: Record<string, keyof SummaryOptions | 'timeout'> = {
  labels: 'labels',
  sortby: 'sortBy',
  deletefrom: 'deleteFrom',
  checkid: 'checkId',
  timeout: 'timeout',
};

export function parseTimestamp(name: string, value: unknown): Date {
  if (typeof value !== 'string' || !RFC3339.test(value) || Number.isNaN(Date.parse(value))) {
    throw badRequest(`${name} must be an RFC 3339 timestamp such as 2026-01-31T12:00:00Z`);
  }
  return new Date(value);
}

function parseLabels(value: unknown, fromQuery: boolean): Record<string, string> {
  let labels = value;
  if (fromQuery) {
    try {
      labels = JSON.parse(String(value));
    } catch {
      throw badRequest('labels must be a JSON object of strings, e.g. {"env":"prod"}');
    }
  }
  if (typeof labels !== 'object' || labels === null || Array.isArray(labels)) {
    throw badRequest('labels must be an object of label name to string value');
  }
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(labels)) {
    if (typeof v !== 'string') throw badRequest(`labels.${key} must be a string, got ${v === null ? 'null' : typeof v}`);
    out[key] = v;
  }
  return out;
}

/**
 * Validates summary options from a POST body (`fromQuery` false) or a query string (values are strings; labels is
 * JSON). Unknown names, wrong types and bad values are a 400 that names them.
 */
export function parseSummaryOptions(input: unknown, fromQuery: boolean): SummaryOptions {
  if (input === undefined || input === null || input === '') return {};
  if (typeof input !== 'object' || Array.isArray(input)) throw badRequest('the summary options must be a JSON object');
  const options: SummaryOptions = {};
  for (const [rawKey, value] of Object.entries(input)) {
    const key = KNOWN[rawKey.toLowerCase()];
    if (!key) throw badRequest(`unknown summary option '${rawKey}' (known: labels, sortBy, deleteFrom, checkId, timeout)`);
    if (Array.isArray(value) && fromQuery) throw badRequest(`${rawKey} is given more than once`);
    if (value === undefined || value === null || value === '') continue;
    switch (key) {
      case 'labels':
        options.labels = parseLabels(value, fromQuery);
        break;
      case 'sortBy':
        if (value !== 'name' && value !== '-name') throw badRequest(`sortBy must be 'name' or '-name', got '${String(value)}'`);
        options.sortBy = value;
        break;
      case 'deleteFrom':
        options.deleteFrom = parseTimestamp('deleteFrom', value);
        break;
      case 'checkId':
        if (typeof value !== 'string' || !isUuid(value)) throw badRequest('checkId must be a uuid');
        options.checkId = value.toLowerCase();
        break;
      case 'timeout':
        if (!/^\d+$/.test(String(value))) throw badRequest('timeout must be a whole number of nanoseconds');
        break;
    }
  }
  return options;
}

/** The same options always give the same key (labels sorted), so equal requests share one cached body. */
export function summaryOptionsKey(options: SummaryOptions): string {
  const labels = options.labels ? Object.fromEntries(Object.entries(options.labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : undefined;
  return JSON.stringify({
    labels,
    sortBy: options.sortBy ?? 'name',
    deleteFrom: options.deleteFrom?.toISOString(),
    checkId: options.checkId,
  });
}
