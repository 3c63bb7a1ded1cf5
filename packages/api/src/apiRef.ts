/**
 * Typed tokens for replaceable APIs (the Backstage ApiRef idea): a widget asks for `healthApiRef`, never for a concrete
 * client, and the host or a test supplies the implementation. Tokens only: resolving them is the React adapter's job
 * (@opsdeck/sdk `useApi`), so this file has no dependency at all.
 */

export interface ApiRef<T> {
  /** Period-separated lowercase words, namespaced by owner: 'opsdeck.client', 'opsdeck.health'. */
  readonly id: string;
  /** Carries the implementation type only; never read at run time. */
  readonly T: T;
}

/** The implementation type an ApiRef stands for. */
export type ApiRefType<R> = R extends ApiRef<infer T> ? T : never;

const API_REF_ID = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*(?:\.[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*)*$/;

export function createApiRef<T>(config: { id: string }): ApiRef<T> {
  if (!API_REF_ID.test(config.id)) {
    throw new TypeError(
      `API id must be period-separated lowercase words such as 'opsdeck.health', got ${JSON.stringify(config.id)}`,
    );
  }
  return {
    id: config.id,
    get T(): T {
      throw new Error(`ApiRef<${config.id}>.T is a type holder and has no value`);
    },
    toString: () => `apiRef{${config.id}}`,
  } as ApiRef<T>;
}
