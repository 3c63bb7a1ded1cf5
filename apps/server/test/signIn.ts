import { CookieJar } from './identities';

/**
 * Signs in through the Kratos-shaped browser login flow over real HTTP, as the console does: fetch the flow (csrf
 * cookie and token), post the password. The jar then holds the session cookie.
 */
export async function signIn(baseUrl: string, identifier: string, password: string): Promise<{ jar: CookieJar; status: number }> {
  const jar = new CookieJar();
  const flowResponse = await jar.fetch(`${baseUrl}/api/.ory/self-service/login/browser`, { headers: { accept: 'application/json' } });
  const flow = (await flowResponse.json()) as { id: string; ui: { nodes: Array<{ attributes: { name: string; value?: string } }> } };
  const csrf = flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token')?.attributes.value;
  const res = await jar.fetch(`${baseUrl}/api/.ory/self-service/login?flow=${flow.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: baseUrl },
    body: JSON.stringify({ method: 'password', identifier, password, csrf_token: csrf }),
  });
  return { jar, status: res.status };
}
