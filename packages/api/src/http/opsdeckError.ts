/**
 * One error type for every failed call, so widgets can decide what to show without knowing fetch's failure modes.
 * The texts of the request-layer kinds are the spec's toast texts (spec 000 section 8).
 */

export type OpsdeckErrorKind = 'timeout' | 'network' | 'offline' | 'http' | 'unauthorized' | 'aborted';

export const REQUEST_ERROR_MESSAGES = {
  timeout: 'Request timed out. Please try again.',
  network: 'Network Error. Please try again.',
  offline: 'No internet connection. Please try again.',
  aborted: 'The request was cancelled.',
} as const;

export interface OpsdeckErrorInit {
  kind: OpsdeckErrorKind;
  message: string;
  status?: number;
  url?: string;
  method?: string;
  /** The parsed JSON body (or the text) the server answered with, when there was one. */
  body?: unknown;
  cause?: unknown;
}

export class OpsdeckError extends Error {
  override readonly name = 'OpsdeckError';
  readonly kind: OpsdeckErrorKind;
  readonly status: number | undefined;
  readonly url: string | undefined;
  readonly method: string | undefined;
  readonly body: unknown;

  constructor(init: OpsdeckErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.url = init.url;
    this.method = init.method;
    this.body = init.body;
  }
}

export function isOpsdeckError(error: unknown): error is OpsdeckError {
  return error instanceof OpsdeckError;
}

/** Aborts the caller asked for (a newer request replaced this one): widgets ignore them silently (spec 001 s8). */
export function isAbortedError(error: unknown): boolean {
  return isOpsdeckError(error) && error.kind === 'aborted';
}

const MAX_TEXT_IN_MESSAGE = 200;

/**
 * The server's own words when it gave any: `error`, else `message` of a JSON body (the order the original's
 * editors use), else 'HTTP {status}: {text}' with the body text or the status text.
 */
export function messageFromResponseBody(status: number, statusText: string, body: unknown): string {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error.trim()) return error;
    if (typeof message === 'string' && message.trim()) return message;
  }
  let text = typeof body === 'string' ? body.trim() : '';
  if (text.length > MAX_TEXT_IN_MESSAGE) text = `${text.slice(0, MAX_TEXT_IN_MESSAGE)}…`;
  return `HTTP ${status}: ${text || statusText || 'error'}`;
}
