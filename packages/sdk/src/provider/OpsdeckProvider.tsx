import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import {
  createOpsdeckClient,
  DEFAULT_DATETIME_FORMAT,
  formatDateTime,
  type ApiMode,
  type DateInput,
  type DateTimeFormat,
  type OpsdeckClient,
  type TokenGetter,
} from '@opsdeck/api';
import { ThemeProvider, useColorScheme, type ColorScheme } from '@opsdeck/ui/theme';
import { MessagesProvider, useMessages } from '@opsdeck/ui/messages';
import { ApiHolder, opsdeckClientRef, overridesOf, samePairs, type ApiPairs, type LooseApiPairs } from './apiHolder';
import {
  OpsdeckContext,
  type OpsdeckContextValue,
  type OpsdeckFeatures,
  type OpsdeckMode,
  type OpsdeckNavigate,
} from './opsdeckContext';
import { opsdeckKeys } from './opsdeckKeys';
import { retryTransient } from './queryDefaults';
import { themeOverrideStyle, type OpsdeckThemeOverrides } from './themeOverrides';
import { useErrorReporting, type ErrorReporting, type OpsdeckErrorHandler } from './useErrorReporting';
import type { OpsdeckMessages } from '../messages/opsdeckMessages';
import { defaultRequestMessages, describeError } from '../messages/requestMessages';

type HeadersInput = ConstructorParameters<typeof Headers>[0];

export interface OpsdeckProviderProps<TApis extends readonly unknown[] = readonly unknown[]> {
  /** The API root ('/api', 'https://ops.example/api') or the origin serving it ('', 'https://ops.example'). */
  baseUrl: string;
  /** 'direct' talks to a backend's own root without the `/api` prefix (Mission Control's hosted direct mode). */
  apiMode?: ApiMode;
  /** A fixed token; prefer `getToken` when it can expire. Sent to the baseUrl's origin only. */
  token?: string | null;
  /** Called before every request (it may refresh); wins over `token`. */
  getToken?: TokenGetter;
  /** The host's fetch (middleware, tracing, a test double). */
  fetch?: typeof globalThis.fetch;
  /** Extra headers for the API's origin only (they may carry credentials, like the token). */
  headers?: HeadersInput | (() => HeadersInput);
  /** Per-request time limit in ms (default 30 s; 0 turns it off). */
  timeoutMs?: number;
  /** The host's QueryClient, reused as it is; without one the provider keeps a private client. */
  queryClient?: QueryClient;
  /**
   * Keeps this provider's entries apart from another provider's on the same API root in a shared QueryClient: two
   * users or two tokens of one backend (a viewer's and an integration's) must not share 'who am I'.
   */
  cacheKey?: string;
  /** Light, dark or the system's; default that of an enclosing Opsdeck theme, else light. Changes apply in place. */
  colorScheme?: ColorScheme;
  /** Design tokens to override below the provider (CSS custom properties, no stylesheet at run time). */
  theme?: OpsdeckThemeOverrides;
  /** Paint the theme's background and text colour on the provider's element (default true). */
  withBackground?: boolean;
  className?: string;
  /** Every string of ours, by group (`{ request: { timeout: '…' }, select: { noOptions: '…' } }`). */
  messages?: OpsdeckMessages;
  /** The page's CSP nonce, for the one `<style>` a dependency inserts at run time (the dialog scroll lock). */
  nonce?: string;
  /** 'public' for read-only embeds: no identity lookup, no write actions, links open in a new tab. Default 'app'. */
  mode?: OpsdeckMode;
  /** How widgets write dates and times: 'short', 'medium', 'full' or 'timestamp' (default, YYYY-MM-DD HH:mm:ss.SSS). */
  dateTimeFormat?: DateTimeFormat;
  /** The IANA zone dates and times are shown in (default the browser's). */
  timeZone?: string;
  /** Host-side feature switches (name -> enabled), over the backend's feature flags. */
  features?: OpsdeckFeatures;
  /** The host's router; without it links are plain navigations. */
  navigate?: OpsdeckNavigate;
  /** Every failed request of this provider's queries and mutations (not cancellations), with the text to show. */
  onError?: OpsdeckErrorHandler;
  /** A 401 from the API's origin, with the page to return to after signing in. Default: nothing. */
  onUnauthorized?: (returnTo?: string) => void;
  /** Replacement APIs, `[[healthApiRef, myHealthApi], ...]` (Backstage style), e.g. to wrap or fake one. */
  apis?: ApiPairs<TApis>;
  children?: ReactNode;
}

// Effects that must run before any child's data effect: layout effects on the client, plain ones on a server (where
// neither runs, and React 18 would warn about useLayoutEffect).
const useEarlyEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The provider's latest props for code that runs later (requests, callbacks). Updated after each commit and read
 * only outside render, like a ref; a closure rather than a ref so that the React Compiler can see that render itself
 * never reads it.
 */
interface LiveProps {
  read(): OpsdeckProviderProps<readonly unknown[]>;
  update(next: OpsdeckProviderProps<readonly unknown[]>): void;
}

function createLiveProps(initial: OpsdeckProviderProps<readonly unknown[]>): LiveProps {
  let current = initial;
  return {
    read: () => current,
    update: (next) => {
      current = next;
    },
  };
}

/**
 * The client of one baseUrl. Credentials, fetch, headers and the 401 callback are read from the provider's latest
 * props at request time (never during render), so changing them needs no new client and loses no cache.
 */
function createLiveClient(
  fixed: Pick<OpsdeckProviderProps, 'baseUrl' | 'apiMode' | 'timeoutMs'>,
  live: LiveProps,
): OpsdeckClient {
  return createOpsdeckClient({
    baseUrl: fixed.baseUrl,
    ...(fixed.apiMode ? { mode: fixed.apiMode } : {}),
    ...(fixed.timeoutMs !== undefined ? { timeoutMs: fixed.timeoutMs } : {}),
    getToken: () => {
      const { getToken, token } = live.read();
      return getToken ? getToken() : token;
    },
    fetch: (input, init) => (live.read().fetch ?? globalThis.fetch)(input, init),
    headers: () => {
      const { headers } = live.read();
      return (typeof headers === 'function' ? headers() : headers) ?? {};
    },
    onUnauthorized: (returnTo) => live.read().onUnauthorized?.(returnTo),
  });
}

function createPrivateQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: retryTransient as (n: number, e: unknown) => boolean } } });
}

/**
 * Holds one backend's client, cache and settings for the widgets below it. The client is built once per baseUrl:
 * token, getToken, fetch, headers and the callbacks are read at request time, so changing them after mount takes
 * effect without a remount or a lost cache.
 */
export function OpsdeckProvider<TApis extends readonly unknown[] = readonly unknown[]>(
  props: OpsdeckProviderProps<TApis>,
) {
  const { baseUrl, apiMode, timeoutMs, mode = 'app', navigate, features, dateTimeFormat = DEFAULT_DATETIME_FORMAT, timeZone, children } = props;
  const [live] = useState(() => createLiveProps(props as OpsdeckProviderProps<readonly unknown[]>));
  useEarlyEffect(() => {
    live.update(props as OpsdeckProviderProps<readonly unknown[]>);
  });

  // Keep the replacements (and every API built from them) while the host passes equal pairs in a new array.
  const givenApis = props.apis as LooseApiPairs | undefined;
  const [apis, setApis] = useState(givenApis);
  if (!samePairs(apis, givenApis)) setApis(givenApis);
  const overrides = useMemo(() => overridesOf(apis), [apis]);

  const hostClient = overrides.get(opsdeckClientRef.id) as OpsdeckClient | undefined;
  const client = useMemo(
    () => hostClient ?? createLiveClient({ baseUrl, apiMode, timeoutMs }, live),
    [hostClient, baseUrl, apiMode, timeoutMs, live],
  );
  const holder = useMemo(() => new ApiHolder(client, overrides), [client, overrides]);

  const [privateClient] = useState(createPrivateQueryClient);
  const queryClient = props.queryClient ?? privateClient;
  useEffect(() => {
    // What QueryClientProvider would do for it: refetch on focus and reconnect. The host mounts its own client.
    if (queryClient !== privateClient) return;
    privateClient.mount();
    return () => privateClient.unmount();
  }, [queryClient, privateClient]);

  const queryKeyRoot = useMemo(() => opsdeckKeys.all(client.apiRoot, props.cacheKey), [client.apiRoot, props.cacheKey]);

  // Another identity: nothing cached for the previous one may be shown, so this backend's queries start over.
  const token = props.token;
  const [seenToken, setSeenToken] = useState(token);
  useEffect(() => {
    if (token === seenToken) return;
    setSeenToken(token);
    void queryClient.resetQueries({ queryKey: queryKeyRoot });
  }, [token, seenToken, queryClient, queryKeyRoot]);

  // Read at report time, like the other callbacks: a new handler or new strings need no resubscription.
  const requestMessages = useMessages('request', defaultRequestMessages, props.messages?.request);
  const reporting = useRef<ErrorReporting>({ onError: undefined, describe: describeError });
  useEarlyEffect(() => {
    reporting.current = { onError: props.onError, describe: (error) => describeError(error, requestMessages) };
  });
  useErrorReporting(queryClient, queryKeyRoot, reporting);

  const dateTime = useMemo(
    () => ({ format: dateTimeFormat, timeZone, formatDateTime: (value: DateInput) => formatDateTime(value, dateTimeFormat, { timeZone }) }),
    [dateTimeFormat, timeZone],
  );
  const value = useMemo<OpsdeckContextValue>(
    () => ({ client, queryClient, apis: holder, mode, queryKeyRoot, navigate, features, dateTime }),
    [client, queryClient, holder, mode, queryKeyRoot, navigate, features, dateTime],
  );

  const inheritedScheme = useColorScheme();
  const style = useMemo(() => themeOverrideStyle(props.theme), [props.theme]);
  const content = props.messages ? <MessagesProvider messages={props.messages}>{children}</MessagesProvider> : children;
  return (
    <OpsdeckContext.Provider value={value}>
      <ThemeProvider
        colorScheme={props.colorScheme ?? inheritedScheme ?? 'light'}
        withBackground={props.withBackground ?? true}
        {...(props.nonce ? { nonce: props.nonce } : {})}
        {...(props.className ? { className: props.className } : {})}
        {...(style ? { style } : {})}
        data-opsdeck-mode={mode}
      >
        {content}
      </ThemeProvider>
    </OpsdeckContext.Provider>
  );
}
