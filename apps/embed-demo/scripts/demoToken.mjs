// Signs in to an Opsdeck server as the demo admin (the Kratos-compatible browser flow, as the README shows with curl)
// and creates a read-only API token scoped to health checks, for the demo portal.
const DEMO_ADMIN = { identifier: 'admin@opsdeck.local', password: 'opsdeck-demo' };

function cookiesOf(res) {
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

export async function createReadScopedToken(opsdeckUrl, name = 'acme-portal') {
  const flowRes = await fetch(`${opsdeckUrl}/api/.ory/self-service/login/browser`, { headers: { accept: 'application/json' } });
  if (!flowRes.ok) throw new Error(`login flow: HTTP ${flowRes.status}`);
  const flow = await flowRes.json();
  const csrf = flow.ui.nodes.find((n) => n.attributes?.name === 'csrf_token').attributes.value;
  const login = await fetch(`${opsdeckUrl}/api/.ory/self-service/login?flow=${flow.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: opsdeckUrl, cookie: cookiesOf(flowRes) },
    body: JSON.stringify({ method: 'password', csrf_token: csrf, ...DEMO_ADMIN }),
  });
  if (!login.ok) throw new Error(`sign-in as the demo admin: HTTP ${login.status}`);
  const created = await fetch(`${opsdeckUrl}/api/auth/create_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: opsdeckUrl, cookie: cookiesOf(login) },
    body: JSON.stringify({ name, expiry: 'never', scope: [{ subject: '', object: 'canaries', action: 'read' }] }),
  });
  if (!created.ok) throw new Error(`create_token: HTTP ${created.status} ${await created.text()}`);
  return (await created.json()).payload.token;
}
