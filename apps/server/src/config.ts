import path from 'node:path';

/** Everything the server reads from its environment, parsed once. The README lists each variable. */
export interface ServerConfig {
  port: number;
  host: string;
  /** A real PostgreSQL server; when absent the server embeds PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Seed the demo dataset and demo users on first start. */
  demo: boolean;
  seedChecks: number;
  /** Record synthetic check results at each check's interval. */
  scheduler: boolean;
  corsOrigins: string[];
  /** CSP frame-ancestors for the public /view embeds. */
  frameAncestors: string[];
  /** Set the Secure flag on cookies (behind HTTPS). */
  secureCookies: boolean;
  sessionTtlSeconds: number;
  logLevel: string;
  /**
   * Which proxies to believe for the client address (X-Forwarded-For): none by default, so a client cannot choose
   * its own address and slip past the per-address sign-in limit. `true`, or addresses, CIDRs and proxy-addr's names
   * (`loopback`, `uniquelocal`).
   */
  trustProxy: boolean | string[];
  /** Where the built console lives; served at / when present. */
  consoleDir: string | undefined;
  /** Operator-set properties (feature flags) answered by GET /api/properties with source 'local'. */
  localProperties: Record<string, string>;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got '${value}'`);
  return n;
}

/** `name=value` pairs separated by commas, e.g. `logs.disable=true,incidents.disable=false`. */
function properties(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of list(value)) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new Error(`OPSDECK_PROPERTIES: '${pair}' is not name=value`);
    out[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  return out;
}

function trustProxy(value: string | undefined): boolean | string[] {
  if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  return list(value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: int('PORT', env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    // Relative to where pnpm was run (INIT_CWD), so `pnpm start`, `pnpm dev` and `pnpm --filter @opsdeck/server seed`
    // run from the repository root all use the same .data, whatever directory the script itself runs in.
    dataDir: path.resolve(env.INIT_CWD ?? '', env.OPSDECK_DATA_DIR || '.data'),
    demo: bool(env.OPSDECK_DEMO, true),
    seedChecks: int('OPSDECK_SEED_CHECKS', env.OPSDECK_SEED_CHECKS, 500),
    scheduler: bool(env.OPSDECK_SCHEDULER, true),
    corsOrigins: list(env.OPSDECK_CORS_ORIGINS),
    frameAncestors: list(env.OPSDECK_FRAME_ANCESTORS).length ? list(env.OPSDECK_FRAME_ANCESTORS) : ['*'],
    secureCookies: bool(env.OPSDECK_SECURE_COOKIES, false),
    sessionTtlSeconds: int('OPSDECK_SESSION_TTL', env.OPSDECK_SESSION_TTL, 24 * 3600),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxy(env.OPSDECK_TRUST_PROXY),
    consoleDir: env.OPSDECK_CONSOLE_DIR || undefined,
    localProperties: properties(env.OPSDECK_PROPERTIES),
  };
}
