// The backend of the sdk's Storybook: an in-memory `fetch` for OpsdeckProvider, so that every story renders the real
// widget against fixed answers (no server, no service worker). Not part of the published `testing` entry.

/** What a route answers: a body (sent as JSON with status 200), a Response, or a promise of either. */
export type StoryAnswer = unknown;

export interface StoryRequest {
  method: string;
  /** The path below the API root, e.g. '/db/connections'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Routes as `'GET /db/connections'` (method, space, path below the API root) -> answer. */
export type StoryRoutes = Readonly<Record<string, (request: StoryRequest) => StoryAnswer | Promise<StoryAnswer>>>;

export interface StoryBackendOptions {
  /** whoami's roles (default ['admin']); the widgets hide what the user may not do. */
  roles?: readonly string[];
  routes?: StoryRoutes;
}

export const STORY_API_ROOT = 'http://opsdeck.story/api';

/** A JSON Response with a status, for failures (`jsonResponse(500, { error: '…' })`) and headers (Content-Range). */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A request that never answers: the widget stays in its loading state. */
export function pending(): Promise<never> {
  return new Promise<never>(() => {});
}

/** A PostgREST page: the rows and `Content-Range: 0-(n-1)/total`. */
export function page(rows: readonly unknown[], total = rows.length): Response {
  const range = rows.length ? `0-${rows.length - 1}/${total}` : `*/${total}`;
  return jsonResponse(200, rows, { 'content-range': range });
}

function whoamiOf(roles: readonly string[]) {
  return { payload: { user: { id: 'story-user', name: 'Story User', email: 'story@opsdeck.local' }, roles, permissions: [] } };
}

function bodyOf(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

/**
 * The fetch to give OpsdeckProvider (baseUrl STORY_API_ROOT). whoami and the feature flags answer by default; any
 * other request without a route is a 404 naming it, so a story that forgot one shows the widget's error state.
 */
export function createStoryFetch({ roles = ['admin'], routes = {} }: StoryBackendOptions = {}): typeof globalThis.fetch {
  const defaults: StoryRoutes = {
    'GET /auth/whoami': () => whoamiOf(roles),
    'GET /properties': () => [],
  };
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const path = url.pathname.replace(new URL(STORY_API_ROOT).pathname, '');
    const route = routes[`${method} ${path}`] ?? defaults[`${method} ${path}`];
    if (!route) return jsonResponse(404, { error: `No story route for ${method} ${path}` });
    const answer = await route({ method, path, query: url.searchParams, body: bodyOf(init) });
    return answer instanceof Response ? answer : jsonResponse(200, answer);
  };
}
