import type { FastifyRequest } from 'fastify';
import type { Relation } from './catalog';
import type { SqlParams } from './sql';

/**
 * A hook through which rules outside the engine (permissions on single resources) narrow the rows a request reads or
 * changes, in SQL: a condition ANDed into the WHERE of the statement (and of each embed), so that paging and
 * `Prefer: count=exact` count only what the caller may see. The engine stays ignorant of what the rules are.
 */

export type RowAction = 'read' | 'create' | 'update' | 'delete';

export interface RowPolicy {
  /**
   * The caller may `action` some rows of `relation` although the relation's area does not allow it (an allow on
   * single rows): the area check is skipped and `condition` keeps only those rows.
   */
  opens(relation: Relation, action: RowAction): boolean;
  /** A condition on the row `alias` of `relation`, binding its values into `params`; null: every row. */
  condition(relation: Relation, alias: string, action: RowAction, params: SqlParams): string | null;
}

/**
 * The policy of one request over the relations a statement touches, or null when nothing narrows any of them (then
 * the statement is compiled as if there were no policy: a provider answers null without work for such relations).
 */
export type RowPolicyProvider = (request: FastifyRequest, relations: ReadonlySet<string>) => Promise<RowPolicy | null>;

/** A condition builder for one action, as the compilers take it. */
export type RowFilter = (relation: Relation, alias: string, params: SqlParams) => string | null;

export function rowFilterOf(policy: RowPolicy | null, action: RowAction): RowFilter | undefined {
  return policy ? (relation, alias, params) => policy.condition(relation, alias, action, params) : undefined;
}
