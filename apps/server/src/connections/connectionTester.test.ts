import type net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { localServices } from '../../test/localServices';
import type * as OutboundGuard from './outboundGuard';

// The outbound check is the only resolver: it answers 127.0.0.1 for a name no DNS knows. A driver that resolved the
// name again (the DNS-rebinding window) could not connect at all; one that uses the checked address does.
const CHECKED_ONLY = 'db.opsdeck-rebind.invalid';
vi.mock('./outboundGuard', async (importOriginal) => {
  const actual = await importOriginal<typeof OutboundGuard>();
  return {
    ...actual,
    checkOutbound: vi.fn(async (policy: OutboundGuard.OutboundPolicy, host: string) =>
      host === CHECKED_ONLY ? ['127.0.0.1'] : actual.checkOutbound(policy, host)),
  };
});

const { testConnection } = await import('./connectionTester');

const { pgUp, mysqlUp, redisUp } = await localServices('connectionTester.test');

const options = { policy: { allow: [] }, timeoutMs: 5000 };
const connection = (type: string, url: string, username: string | null = null) =>
  ({ type, url, username, password: null, certificate: null, insecure_tls: null, properties: null });

describe('connection tests connect to the address the outbound policy checked', () => {
  it('the name itself resolves nowhere (so a second lookup would fail)', async () => {
    const dns = await import('node:dns/promises');
    await expect(dns.lookup(CHECKED_ONLY)).rejects.toThrow();
  });

  it.runIf(pgUp)('PostgreSQL', async () => {
    const outcome = await testConnection(connection('postgres', `postgres://${CHECKED_ONLY}:5432/postgres`, 'postgres'), options);
    expect(outcome).toMatchObject({ tested: true, result: { server: 'PostgreSQL', user: 'postgres' } });
  });

  it('refuses PostgreSQL URL parameters that would pick another host or read files on the server', async () => {
    for (const query of ['host=169.254.169.254', 'hostaddr=10.0.0.1', 'port=6379', 'sslrootcert=/etc/passwd', 'sslkey=/dev/zero']) {
      const name = query.split('=')[0];
      await expect(testConnection(connection('postgres', `postgres://${CHECKED_ONLY}:5432/postgres?sslmode=disable&${query}`, 'postgres'), options)).rejects.toThrow(
        `the URL's ${name} parameter is not supported by a connection test`,
      );
    }
  });

  it.runIf(pgUp)('PostgreSQL with sslmode=disable and a database in the URL', async () => {
    const outcome = await testConnection(connection('postgres', `postgresql://${CHECKED_ONLY}:5432/template1?sslmode=disable`, 'postgres'), options);
    expect(outcome).toMatchObject({ tested: true, result: { server: 'PostgreSQL', database: 'template1' } });
  });

  it.runIf(mysqlUp)('MySQL / MariaDB', async () => {
    const outcome = await testConnection(connection('mysql', `mysql://${CHECKED_ONLY}:3306/`, 'root'), options);
    expect(outcome).toMatchObject({ tested: true, result: { server: 'MySQL' } });
  });

  it.runIf(redisUp)('Redis', async () => {
    const outcome = await testConnection(connection('redis', `redis://${CHECKED_ONLY}:6379`), options);
    expect(outcome).toMatchObject({ tested: true, result: { server: 'Redis', reply: 'PONG' } });
  });

  it('HTTP', async () => {
    const http = await import('node:http');
    const server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as net.AddressInfo;
      const outcome = await testConnection(connection('http', `http://${CHECKED_ONLY}:${port}/`), options);
      expect(outcome).toMatchObject({ tested: true, result: { status: 200 } });
    } finally {
      server.close();
    }
  });
});
