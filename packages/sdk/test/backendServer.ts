/**
 * A small real HTTP backend (node:http) for the tests that need two backends, a foreign origin or a scripted
 * failure: it answers whoami and properties the way the reference server does, for one fixed user, and records every
 * request (path, headers) so a test can see what reached which origin.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface BackendServer {
  origin: string;
  requests: SeenRequest[];
  /** Whom whoami returns (the reference server's payload shape). */
  setUser(user: { name: string; roles: string[] }): void;
  /** Answer with this status and an `{error}` body (e.g. 401): `times` requests, or until set back to null. */
  failWith(status: number | null, times?: number): void;
  close(): Promise<void>;
}

export async function startBackendServer(user = { name: 'Backend User', roles: ['viewer'] }): Promise<BackendServer> {
  let current = user;
  let failure: number | null = null;
  let failuresLeft = Infinity;
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, headers: req.headers });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (failure !== null && failuresLeft > 0) {
      failuresLeft -= 1;
      return send(failure, { error: `failing with ${failure}` });
    }
    if (path === '/api/auth/whoami') {
      return send(200, {
        message: 'success',
        payload: { user: { id: `id-${current.name}`, name: current.name }, roles: current.roles, permissions: [] },
      });
    }
    if (path === '/api/properties') return send(200, [{ name: 'health.disable', value: 'true', source: 'db' }]);
    return send(200, { path });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    setUser: (next) => {
      current = next;
    },
    failWith: (status, times = Infinity) => {
      failure = status;
      failuresLeft = times;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
