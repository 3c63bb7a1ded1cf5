/**
 * Where the portal finds its Opsdeck backend and the token it calls it with. A real host would inject these from its
 * own configuration; here `acme-config.json` is served next to the app (scripts/serve.mjs writes it, or create it
 * in public/ for `pnpm dev`). The tokens are API tokens limited to what each page needs: never an admin's session.
 */
export interface AcmeConfig {
  /** The Opsdeck server's origin, e.g. http://localhost:8080 (a different origin than the portal's). */
  opsdeckUrl: string;
  /** Read-scoped (health checks): the health pages. */
  token: string;
  /** Reads and writes connections, reads permissions: the Integrations page, under its own provider. */
  integrationsToken: string;
  /** The namespace the portal's team owns: the dashboard shows only its checks. */
  namespace: string;
}

export async function loadAcmeConfig(): Promise<AcmeConfig> {
  const res = await fetch('/acme-config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`acme-config.json: HTTP ${res.status} (run scripts/serve.mjs, or write public/acme-config.json)`);
  const config = (await res.json()) as Partial<AcmeConfig>;
  if (!config.opsdeckUrl || !config.token || !config.integrationsToken) {
    throw new Error('acme-config.json needs opsdeckUrl, token and integrationsToken');
  }
  return {
    opsdeckUrl: config.opsdeckUrl.replace(/\/$/, ''),
    token: config.token,
    integrationsToken: config.integrationsToken,
    namespace: config.namespace ?? 'default',
  };
}
