// Signs in to an Opsdeck server as a demo user (the Kratos-compatible browser flow, as the README shows with curl)
// and creates the demo portal's API tokens: a read-only one scoped to health checks, and one for the Integrations
// page that may read and write connections and read permissions, nothing more.
const DEMO_PASSWORD = 'opsdeck-demo';
const DEMO_ADMIN = 'admin@opsdeck.local';
/** A read-only demo user: reads permissions, writes nothing until a permission row allows it. */
const INTEGRATIONS_USER = 'viewer@opsdeck.local';
const CONNECTION_ACTIONS = 'read,create,update,delete';

function cookiesOf(res) {
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** The session cookie of a demo user. */
async function signIn(opsdeckUrl, identifier) {
  const flowRes = await fetch(`${opsdeckUrl}/api/.ory/self-service/login/browser`, { headers: { accept: 'application/json' } });
  if (!flowRes.ok) throw new Error(`login flow: HTTP ${flowRes.status}`);
  const flow = await flowRes.json();
  const csrf = flow.ui.nodes.find((n) => n.attributes?.name === 'csrf_token').attributes.value;
  const login = await fetch(`${opsdeckUrl}/api/.ory/self-service/login?flow=${flow.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: opsdeckUrl, cookie: cookiesOf(flowRes) },
    body: JSON.stringify({ method: 'password', csrf_token: csrf, identifier, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in as ${identifier}: HTTP ${login.status}`);
  return cookiesOf(login);
}

/** A same-origin request of a signed-in session (the server refuses cross-origin writes with a cookie). */
async function asSession(opsdeckUrl, cookie, path, init = {}) {
  const res = await fetch(`${opsdeckUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', origin: opsdeckUrl, cookie, ...init.headers },
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${res.status} ${body}`);
  return body ? JSON.parse(body) : null;
}

/** `scope` null: the token may do what its person may; a list: no more than those entries allow. */
async function createToken(opsdeckUrl, cookie, name, scope) {
  const created = await asSession(opsdeckUrl, cookie, '/api/auth/create_token', {
    method: 'POST',
    body: JSON.stringify({ name, expiry: 'never', scope }),
  });
  return created.payload.token;
}

export async function createReadScopedToken(opsdeckUrl, name = 'acme-portal') {
  const admin = await signIn(opsdeckUrl, DEMO_ADMIN);
  return createToken(opsdeckUrl, admin, name, [{ subject: '', object: 'canaries', action: 'read' }]);
}

/**
 * The Integrations page's token: read and write connections, read permissions, and no write on permissions. Token
 * scopes name only mcp, canaries, catalog, application, playbooks and notification (connections and permissions are
 * not among them), so the limit comes from the token's person instead: the demo viewer (a read-only role, which
 * reads permissions) is allowed the `connection` object by a permission row the admin adds once, and the token is
 * the viewer's, unscoped, doing exactly what the viewer may.
 */
export async function createIntegrationsToken(opsdeckUrl, name = 'acme-portal-integrations') {
  const admin = await signIn(opsdeckUrl, DEMO_ADMIN);
  const email = encodeURIComponent(INTEGRATIONS_USER);
  const [person] = await asSession(opsdeckUrl, admin, `/api/db/people?email=eq.${email}&select=id`);
  if (!person) throw new Error(`no person ${INTEGRATIONS_USER} on ${opsdeckUrl}`);
  const existing = await asSession(
    opsdeckUrl,
    admin,
    `/api/db/permissions?subject_type=eq.person&subject=eq.${person.id}&object=eq.connection&deny=is.false&select=id`,
  );
  if (existing.length === 0) {
    await asSession(opsdeckUrl, admin, '/api/db/permissions', {
      method: 'POST',
      body: JSON.stringify({
        subject_type: 'person',
        subject: person.id,
        object: 'connection',
        action: CONNECTION_ACTIONS,
        deny: false,
        description: 'Acme Portal integrations page',
      }),
    });
  }
  const viewer = await signIn(opsdeckUrl, INTEGRATIONS_USER);
  return createToken(opsdeckUrl, viewer, name, null);
}
