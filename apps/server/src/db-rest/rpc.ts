import type { Resource } from '@opsdeck/api';
import { badRequest } from '../httpError';
import type { SqlParams } from './sql';

/**
 * The RPC functions of /api/db/rpc/<fn> that a widget calls. Each returns rows of an exposed relation, so select,
 * filters, order, paging, masking and embeds apply to its result exactly as to a table. The SQL lives here rather
 * than in a database function: the arguments are bound parameters all the same, and the schema stays untouched.
 */

export interface RpcArgument {
  name: string;
  required: boolean;
}

export interface RpcFunction {
  /** The relation whose rows the function returns. */
  returns: string;
  area: Resource;
  args: readonly RpcArgument[];
  /** The row source as SQL, binding each argument (null when not given). */
  source(params: SqlParams, args: ReadonlyMap<string, string | null>): string;
}

export const RPC_FUNCTIONS: Readonly<Record<string, RpcFunction>> = {
  /**
   * Permissions whose object_selector lists the named object under `p_field` (e.g. playbooks): the permission
   * editor's "inbound" list for a playbook. An entry with no namespace matches any; otherwise it must be equal.
   */
  permissions_for_obj_selector: {
    returns: 'permissions_summary',
    area: 'permissions',
    args: [
      { name: 'p_field', required: true },
      { name: 'p_name', required: true },
      { name: 'p_namespace', required: false },
    ],
    source(params, args) {
      const field = `${params.add(args.get('p_field'))}::text`;
      const name = `${params.add(args.get('p_name'))}::text`;
      const namespace = `${params.add(args.get('p_namespace') ?? null)}::text`;
      const list = `CASE WHEN jsonb_typeof(ps.object_selector -> ${field}) = 'array' THEN ps.object_selector -> ${field} ELSE '[]'::jsonb END`;
      return `(SELECT ps.* FROM permissions_summary ps WHERE EXISTS (
        SELECT 1 FROM jsonb_array_elements(${list}) AS e
         WHERE e ->> 'name' = ${name}
           AND (coalesce(e ->> 'namespace', '') = '' OR e ->> 'namespace' = coalesce(${namespace}, ''))))`;
    },
  },
};

/** Checks the arguments against the function's list: unknown names and missing required ones are a 400. */
export function rpcArguments(fnName: string, fn: RpcFunction, given: Record<string, unknown>): Map<string, string | null> {
  const known = new Set(fn.args.map((a) => a.name));
  for (const name of Object.keys(given)) {
    if (!known.has(name)) throw badRequest(`function '${fnName}' has no argument '${name}' (it takes ${[...known].join(', ')})`);
  }
  const out = new Map<string, string | null>();
  for (const arg of fn.args) {
    const value = given[arg.name];
    if (value === undefined || value === null) {
      if (arg.required) throw badRequest(`function '${fnName}' needs the argument '${arg.name}'`);
      out.set(arg.name, null);
    } else if (typeof value === 'object') {
      throw badRequest(`argument '${arg.name}' of '${fnName}' must be text, a number or a boolean`);
    } else {
      out.set(arg.name, String(value));
    }
  }
  return out;
}
