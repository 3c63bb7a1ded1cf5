import { createApiRef, type OpsdeckClient, type WhoamiPermission } from '@opsdeck/api';

export interface WhoamiUser {
  id: string;
  name?: string | null;
  email?: string | null;
  avatar?: string | null;
  [field: string]: unknown;
}

/** Who the caller is: `GET /api/auth/whoami` -> payload (spec 000 section 7). */
export interface Whoami {
  user: WhoamiUser;
  roles: string[];
  permissions: WhoamiPermission[];
  hostname?: string | null;
  /** The scopes of the API token the request carried, when it has any: it may do no more than these allow. */
  token_scopes?: WhoamiPermission[];
  /**
   * Opsdeck's server: the rows naming one resource (a connection, a check...) that apply to the caller, as sent (they
   * are read where they are used: useResourceAuthorizer, so widgets that never ask about one resource do not ship it).
   */
  resource_permissions?: unknown;
}

export interface AuthApi {
  whoami(options?: { signal?: AbortSignal }): Promise<Whoami>;
}

export const authApiRef = createApiRef<AuthApi>({ id: 'opsdeck.auth' });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const PERMISSION_TEXT_FIELDS = ['id', 'subject', 'object', 'action', 'condition'] as const;

function invalid(problem: string): TypeError {
  return new TypeError(`Unexpected whoami response: ${problem}`);
}

/**
 * Checks and normalises the whoami body the way @opsdeck/api's WhoamiResponseSchema does (missing roles and
 * permissions become empty lists; unknown fields are kept), by hand: the provider's entry must not carry zod, which
 * would triple its size (the test compares both on the reference server's answer).
 */
export function readWhoami(body: unknown): Whoami {
  if (!isRecord(body)) throw invalid('not a JSON object');
  const payload = body.payload;
  if (!isRecord(payload)) throw invalid('payload is missing');
  const { user, roles, permissions, hostname } = payload;
  if (!isRecord(user)) throw invalid('payload.user is missing');
  if (typeof user.id !== 'string' || !user.id) throw invalid('payload.user.id is missing');
  for (const field of ['name', 'email', 'avatar'] as const) {
    if (user[field] != null && typeof user[field] !== 'string') throw invalid(`payload.user.${field} is not a string`);
  }
  if (roles != null && (!Array.isArray(roles) || roles.some((r) => typeof r !== 'string'))) {
    throw invalid('payload.roles is not a list of strings');
  }
  if (permissions != null && (!Array.isArray(permissions) || !permissions.every(isRecord))) {
    throw invalid('payload.permissions is not a list of objects');
  }
  (permissions ?? []).forEach((permission: Record<string, unknown>, i: number) => {
    for (const field of PERMISSION_TEXT_FIELDS) {
      if (permission[field] != null && typeof permission[field] !== 'string') {
        throw invalid(`payload.permissions[${i}].${field} is not a string`);
      }
    }
    if (permission.deny != null && typeof permission.deny !== 'boolean') {
      throw invalid(`payload.permissions[${i}].deny is not a boolean`);
    }
  });
  if (hostname != null && typeof hostname !== 'string') throw invalid('payload.hostname is not a string');
  return {
    ...payload,
    user: user as WhoamiUser,
    roles: (roles as string[] | null | undefined) ?? [],
    permissions: (permissions as WhoamiPermission[] | null | undefined) ?? [],
    hostname: hostname as string | null | undefined,
  };
}

export function createAuthApi(client: OpsdeckClient): AuthApi {
  return {
    async whoami(options = {}) {
      const { data } = await client.get<unknown>('/auth/whoami', options.signal ? { signal: options.signal } : {});
      return readWhoami(data);
    },
  };
}
