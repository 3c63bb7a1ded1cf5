import net from 'node:net';

/** Whether something accepts TCP connections on 127.0.0.1:`port` (within a second). */
export const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

/**
 * The PostgreSQL, MySQL/MariaDB and Redis servers the development and CI machines run. A suite skips the tests of a
 * server that does not answer, and says so on stderr (never silently).
 */
export async function localServices(suite: string): Promise<{ pgUp: boolean; mysqlUp: boolean; redisUp: boolean }> {
  const [pgUp, mysqlUp, redisUp] = await Promise.all([reachable(5432), reachable(3306), reachable(6379)]);
  const named = [[pgUp, 'PostgreSQL on 127.0.0.1:5432'], [mysqlUp, 'MySQL/MariaDB on 127.0.0.1:3306'], [redisUp, 'Redis on 127.0.0.1:6379']] as const;
  for (const [up, what] of named) {
    if (!up) console.warn(`${suite}: skipping the ${what} tests: nothing answers there`);
  }
  return { pgUp, mysqlUp, redisUp };
}
