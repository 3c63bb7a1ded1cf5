import { apiBaseUrl, resolveApiRoot, servicePath, type ApiBase, type ApiMode } from './apiBases';
import {
  OpsdeckError,
  REQUEST_ERROR_MESSAGES,
  messageFromResponseBody,
  type OpsdeckErrorInit,
  type OpsdeckErrorKind,
} from './opsdeckError';
import { appendQuery, isAbsoluteUrl, isSameOrigin, type QueryParams } from './requestUrl';

// Derived from the globals both the DOM and Node typings declare (HeadersInit and BodyInit are DOM-only names).
type HeadersInput = ConstructorParameters<typeof Headers>[0];
type BodyInput = NonNullable<RequestInit['body']>;

/** A token source: a fixed value or a function the host calls before every request (it may refresh the token). */
export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

export interface OpsdeckClientOptions {
  /** The API root ('' or '/api' on the same origin, 'https://x/api'), or the backend root with `mode: 'direct'`. */
  baseUrl: string;
  /** 'direct' removes the `/api` prefix (spec 000 section 7); see apiBases.ts. Default 'proxy'. */
  mode?: ApiMode;
  token?: string | null;
  getToken?: TokenGetter;
  fetch?: typeof globalThis.fetch;
  /** Extra headers for the API's own origin only, like the token: they may carry credentials too. */
  headers?: HeadersInput | (() => HeadersInput);
  /** Per-request time limit in ms; 0 turns it off. Default 30 s. */
  timeoutMs?: number;
  /** Called on a 401 from the API's origin with the page to come back to after signing in. */
  onUnauthorized?: (returnTo?: string) => void;
  /** Where to return after a sign-in; default the page's path and query. */
  getReturnTo?: () => string | undefined;
  /** Whether the device is online; default `navigator.onLine`. Decides 'offline' versus 'network'. */
  isOnline?: () => boolean;
}

export interface RequestOptions {
  query?: QueryParams;
  headers?: HeadersInput;
  /** Sent as JSON unless it is already a body fetch understands (string, Blob, FormData, ...). */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface OpsdeckResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface OpsdeckClient {
  /** The URL service paths are appended to ('/api', 'https://x/api' or a direct backend root). */
  readonly apiRoot: string;
  readonly mode: ApiMode;
  /** The URL of one service, e.g. `baseUrl('db')`. */
  baseUrl(base: ApiBase): string;
  /** A full URL: service paths ('/db/checks') go below the API root; absolute URLs are kept as they are. */
  url(path: string, query?: QueryParams): string;
  /**
   * The raw response of a successful call (for blobs and streams); failures throw OpsdeckError. The time limit covers
   * the wait for the response headers; the caller's signal can still stop reading the body.
   */
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<OpsdeckResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<OpsdeckResponse<T>>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<OpsdeckResponse<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<OpsdeckResponse<T>>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<OpsdeckResponse<T>>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/** Spec 000 section 7: every call asks for JSON and for the written rows back. */
export const DEFAULT_HEADERS: Readonly<Record<string, string>> = {
  Accept: 'application/json',
  Prefer: 'return=representation',
};

function isRawBody(body: unknown): body is BodyInput {
  return (
    typeof body === 'string' ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  );
}

function defaultIsOnline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav?.onLine !== false;
}

function defaultReturnTo(): string | undefined {
  const location = (globalThis as { location?: { pathname?: string; search?: string } }).location;
  return location?.pathname === undefined ? undefined : `${location.pathname}${location.search ?? ''}`;
}

async function readBody(response: Response, method: string): Promise<unknown> {
  if (method === 'HEAD' || response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (!text) return null;
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page labelled as JSON: keep the text so the message can show it.
    return text;
  }
}

export function createOpsdeckClient(options: OpsdeckClientOptions): OpsdeckClient {
  const mode = options.mode ?? 'proxy';
  const apiRoot = resolveApiRoot(options.baseUrl, mode);
  const fetchImpl: typeof globalThis.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const isOnline = options.isOnline ?? defaultIsOnline;

  const url = (path: string, query?: QueryParams): string =>
    appendQuery(isAbsoluteUrl(path) ? path : apiRoot + servicePath(path, mode), query);

  async function buildHeaders(target: string, requestOptions: RequestOptions, jsonBody: boolean): Promise<Headers> {
    const headers = new Headers(DEFAULT_HEADERS);
    const own = isSameOrigin(target, apiRoot);
    if (own && options.headers) {
      const extra = typeof options.headers === 'function' ? options.headers() : options.headers;
      new Headers(extra).forEach((value, key) => headers.set(key, value));
    }
    if (jsonBody) headers.set('Content-Type', 'application/json');
    new Headers(requestOptions.headers).forEach((value, key) => headers.set(key, value));
    // The token goes to the API's origin only: a host-supplied absolute URL elsewhere must never see it.
    if (own && !headers.has('Authorization')) {
      const token = options.getToken ? await options.getToken() : options.token;
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    return headers;
  }

  async function send<T>(
    method: string,
    path: string,
    requestOptions: RequestOptions,
    consume: (response: Response) => Promise<T>,
    raw = false,
  ): Promise<T> {
    const target = url(path, requestOptions.query);
    const callerSignal = requestOptions.signal;
    const fail = (kind: OpsdeckErrorKind, message: string, extra: Partial<OpsdeckErrorInit> = {}) =>
      new OpsdeckError({ kind, message, url: target, method, ...extra });

    if (callerSignal?.aborted) throw fail('aborted', REQUEST_ERROR_MESSAGES.aborted, { cause: callerSignal.reason });

    const { body } = requestOptions;
    const jsonBody = body !== undefined && !isRawBody(body);
    const headers = await buildHeaders(target, requestOptions, jsonBody);

    const controller = new AbortController();
    let timedOut = false;
    const timeoutMs = requestOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    // Why a transport-level failure happened decides what the user is told.
    const transportError = (cause: unknown): OpsdeckError => {
      if (cause instanceof OpsdeckError) return cause;
      if (callerSignal?.aborted) return fail('aborted', REQUEST_ERROR_MESSAGES.aborted, { cause });
      if (timedOut) return fail('timeout', REQUEST_ERROR_MESSAGES.timeout, { cause });
      if (!isOnline()) return fail('offline', REQUEST_ERROR_MESSAGES.offline, { cause });
      return fail('network', REQUEST_ERROR_MESSAGES.network, { cause });
    };

    try {
      let response: Response;
      try {
        response = await fetchImpl(target, {
          method,
          headers,
          body: body === undefined ? undefined : jsonBody ? JSON.stringify(body) : (body as BodyInput),
          signal: controller.signal,
        });
      } catch (cause) {
        throw transportError(cause);
      }
      if (!response.ok) {
        let errorBody: unknown;
        try {
          errorBody = await readBody(response, method);
        } catch (cause) {
          throw transportError(cause);
        }
        const message = messageFromResponseBody(response.status, response.statusText, errorBody);
        const unauthorized = response.status === 401;
        // A 401 from somebody else's server says nothing about our session.
        if (unauthorized && isSameOrigin(target, apiRoot)) {
          options.onUnauthorized?.((options.getReturnTo ?? defaultReturnTo)());
        }
        throw fail(unauthorized ? 'unauthorized' : 'http', message, { status: response.status, body: errorBody });
      }
      try {
        return await consume(response);
      } catch (cause) {
        throw transportError(cause);
      }
    } finally {
      clearTimeout(timer);
      // A raw response's body is still being read by the caller: their signal must still be able to stop it.
      if (!raw) callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  const json =
    (method: string) =>
    <T>(path: string, requestOptions: RequestOptions = {}): Promise<OpsdeckResponse<T>> =>
      send(method, path, requestOptions, async (response) => ({
        data: (await readBody(response, method)) as T,
        status: response.status,
        headers: response.headers,
      }));

  const withBody =
    (method: string) =>
    <T>(path: string, body?: unknown, requestOptions: RequestOptions = {}): Promise<OpsdeckResponse<T>> =>
      json(method)<T>(path, { ...requestOptions, body });

  return {
    apiRoot,
    mode,
    baseUrl: (base) => apiBaseUrl(options.baseUrl, base, mode),
    url,
    request: (method, path, requestOptions = {}) =>
      send(method.toUpperCase(), path, requestOptions, (response) => Promise.resolve(response), true),
    get: json('GET'),
    post: withBody('POST'),
    patch: withBody('PATCH'),
    put: withBody('PUT'),
    delete: json('DELETE'),
  };
}
