import { STATUS_CODES } from 'node:http';

/**
 * Errors of the identity endpoints (/api/.ory, /api/kratos) in the shape Ory Kratos answers them
 * (`{error: {id?, code, status, reason?, message, details?}, ...extra}`), so that identity code written for Kratos,
 * including the console's and @ory/client-fetch, reads ours. The rest of the API keeps its `{error: "..."}` shape.
 * Ids, messages and reasons are Kratos's own where Kratos has one.
 */
export interface KratosErrorBody {
  id?: string;
  code: number;
  status: string;
  reason?: string;
  message: string;
  details?: Record<string, unknown>;
}

export class KratosError extends Error {
  readonly body: KratosErrorBody;
  /** Fields next to `error` (Kratos puts use_flow_id, expired_at, redirect_browser_to there). */
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    code: number,
    fields: Omit<KratosErrorBody, 'code' | 'status'>,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(fields.reason ?? fields.message);
    this.name = 'KratosError';
    this.body = { ...fields, code, status: STATUS_CODES[code] ?? 'Error' };
    this.extra = extra;
    this.headers = headers;
  }

  get statusCode(): number {
    return this.body.code;
  }

  toJSON() {
    return { error: this.body, ...this.extra };
  }
}

const BAD_REQUEST = 'The request was malformed or contained invalid parameters';

export function sessionInactive(): KratosError {
  return new KratosError(401, {
    id: 'session_inactive',
    message: 'request does not have a valid authentication session',
    reason: 'No active session was found in this request.',
  });
}

export function csrfViolation(rejectReason: string): KratosError {
  return new KratosError(403, {
    id: 'security_csrf_violation',
    message: 'the request was rejected to protect you from Cross-Site-Request-Forgery',
    reason:
      'Please retry the flow and optionally clear your cookies. The request was rejected to protect you from ' +
      'Cross-Site-Request-Forgery (CSRF) which could cause account takeover, leaking personal information, and ' +
      'other serious security issues.',
    details: { reject_reason: rejectReason },
  });
}

/** A flow past its expiry: 410, with the id of a fresh flow to continue with when there is one. */
export function flowExpired(expiredAt: Date, useFlowId?: string): KratosError {
  const agoMs = Math.max(0, Date.now() - expiredAt.getTime());
  return new KratosError(
    410,
    {
      id: 'self_service_flow_expired',
      message: 'self-service flow expired',
      reason: `The self-service flow expired ${(agoMs / 60_000).toFixed(2)} minutes ago, initialize a new one.`,
    },
    {
      expired_at: expiredAt.toISOString(),
      // Kratos sends a Go duration in nanoseconds here.
      since: agoMs * 1_000_000,
      ...(useFlowId ? { use_flow_id: useFlowId } : {}),
    },
  );
}

export function flowUsed(useFlowId?: string): KratosError {
  return new KratosError(
    410,
    {
      id: 'self_service_flow_expired',
      message: 'self-service flow expired',
      reason: 'This login flow has been completed already, initialize a new one.',
    },
    useFlowId ? { use_flow_id: useFlowId } : {},
  );
}

export function notFound(reason: string): KratosError {
  return new KratosError(404, { message: 'The requested resource could not be found', reason });
}

export function returnToForbidden(returnTo: string): KratosError {
  return new KratosError(400, {
    id: 'self_service_flow_return_to_forbidden',
    message: BAD_REQUEST,
    reason: `Requested return_to URL "${returnTo}" is not allowed.`,
  });
}

export function sessionAlreadyAvailable(): KratosError {
  return new KratosError(400, {
    id: 'session_already_available',
    message: BAD_REQUEST,
    reason: 'A valid session was detected and thus login is not possible. Did you forget to set `?refresh=true`?',
  });
}

export function identityMismatch(): KratosError {
  return new KratosError(403, {
    id: 'security_identity_mismatch',
    message: 'The request was rejected because the identity does not match the session',
    reason: 'The account you signed in with is not the one of the session you are confirming.',
  });
}

export function badRequest(reason: string): KratosError {
  return new KratosError(400, { message: BAD_REQUEST, reason });
}

export function forbidden(reason: string): KratosError {
  return new KratosError(403, { message: 'The requested action was forbidden', reason });
}

/** Password sign-in slowed down: the same answer whether or not the account exists. */
export function tooManyAttempts(retryAfterSeconds: number): KratosError {
  return new KratosError(
    429,
    {
      message: 'too many requests',
      reason: `Too many sign-in attempts. Try again in ${retryAfterSeconds} seconds.`,
      details: { retry_after_seconds: retryAfterSeconds },
    },
    {},
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export function internalError(): KratosError {
  return new KratosError(500, { message: 'An internal server error occurred, please contact the system administrator' });
}
