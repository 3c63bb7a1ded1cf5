/**
 * Where the portal finds its Opsdeck backend and the token it calls it with. A real host would inject these from its
 * own configuration; here `acme-config.json` is served next to the app (scripts/serve.mjs writes it, or create it
 * in public/ for `pnpm dev`). The token is a read-scoped API token: never an admin's session.
 */
export interface AcmeConfig {
  /** The Opsdeck server's origin, e.g. http://localhost:8080 (a different origin than the portal's). */
  opsdeckUrl: string;
  token: string;
  /** The namespace the portal's team owns: the dashboard shows only its checks. */
  namespace: string;
}

export async function loadAcmeConfig(): Promise<AcmeConfig> {
  const res = await fetch('/acme-config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`acme-config.json: HTTP ${res.status} (run scripts/serve.mjs, or write public/acme-config.json)`);
  const config = (await res.json()) as Partial<AcmeConfig>;
  if (!config.opsdeckUrl || !config.token) throw new Error('acme-config.json needs opsdeckUrl and token');
  return { opsdeckUrl: config.opsdeckUrl.replace(/\/$/, ''), token: config.token, namespace: config.namespace ?? 'default' };
}
